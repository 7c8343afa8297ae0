import { afterEach, describe, expect, it } from "vitest";
import { type CheckInInput, proposeCheckIn } from "../../../shared/domain/body/check-in.js";
import { macroSplits } from "../../../shared/domain/macros.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { checkInWhy } from "./why.js";

const base: CheckInInput = {
  expenditureKcal: 2500,
  direction: "lose",
  rateKgPerWeek: 0.5,
  weightKg: 80,
  lastWeekKcal: 2000,
  gender: "female",
  bmrKcal: 1450,
  split: macroSplits.weightloss,
};
/** The domain's own sentences, as the server answers them. */
const why = (input: Partial<CheckInInput>) => proposeCheckIn({ ...base, ...input }).why;

afterEach(() => setPageLanguage("en", enMessages));

describe("the check-in's why", () => {
  it("in English is the domain's sentence as written", () => {
    const sentence = why({ lastWeekKcal: 2300 });
    expect(checkInWhy(sentence)).toBe(sentence);
  });

  it("in Italian says each of the domain's sentences in Italian, figures as Italian writes them", () => {
    setPageLanguage("it", itMessages);
    expect(checkInWhy(why({}))).toBe(
      "Il tuo dispendio energetico misurato è di 2500 kcal al giorno. Per perdere 0,5 kg a settimana servono circa 550 kcal in meno: 1950 kcal al giorno.",
    );
    expect(checkInWhy(why({ expenditureCollecting: true, lastWeekKcal: 2300 }))).toBe(
      "Il tuo dispendio energetico, stimato dal profilo finché non avrai registrato abbastanza giorni, è di 2500 kcal al giorno. Per perdere 0,5 kg a settimana servono circa 550 kcal in meno: 1950 kcal al giorno. Questa settimana ci si arriva per gradi: 2150 kcal (al massimo 150 kcal di differenza dalle 2300 kcal della settimana scorsa).",
    );
    expect(checkInWhy(why({ rateKgPerWeek: 2, lastWeekKcal: null, weightKg: 70 }))).toContain(
      "Per perdere 0,7 kg a settimana (al massimo l'1 % del tuo peso)",
    );
    expect(checkInWhy(why({ expenditureKcal: 1600, lastWeekKcal: null, weightKg: 55 }))).toContain(
      "La cifra sale alla tua soglia minima di sicurezza: 1450 kcal.",
    );
    expect(
      checkInWhy(why({ direction: "gain", rateKgPerWeek: 0.25, lastWeekKcal: null, expenditureKcal: 12500 })),
    ).toBe(
      "Il tuo dispendio energetico misurato è di 12.500 kcal al giorno. Per prendere 0,25 kg a settimana servono circa 275 kcal in più: 12.775 kcal al giorno.",
    );
    expect(checkInWhy(why({ direction: "maintain", lastWeekKcal: 2450 }))).toBe(
      "Il tuo dispendio energetico misurato è di 2500 kcal al giorno. Mangiando questa quantità mantieni il tuo peso.",
    );
    expect(checkInWhy(why({ units: "imperial", rateKgPerWeek: 0.45359237 }))).toContain("Per perdere 1 lb a settimana");
    // A sentence of another shape is shown as written.
    expect(checkInWhy("You burn about 2,550 kcal a day.")).toBe("You burn about 2,550 kcal a day.");
  });
});
