import { describe, expect, it } from "vitest";
import { publicExpenditureOperations } from "../contracts/public/expenditure.js";
import { type CheckInInput, proposeCheckIn } from "../domain/body/check-in.js";
import { checkInTestInput } from "../domain/body/check-in-test-input.js";
import type { ExpenditureReason } from "../domain/body/expenditure-window.js";
import { checkInGoalName, checkInWhy, expenditureReason } from "./body-sentences.js";
import { messages as enMessages } from "./catalogs/en.js";
import { messages as itMessages } from "./catalogs/it.js";
import { createI18n } from "./i18n.js";

const english = createI18n("en", enMessages);
const italian = createI18n("it", itMessages);

const base = checkInTestInput;
const explained = (input: Partial<CheckInInput>) => proposeCheckIn({ ...base, ...input }).explanation;

describe("the check-in's why", () => {
  it("in English: one sentence for the expenditure, one for the rate, one for a limit", () => {
    expect(checkInWhy(english, explained({}))).toBe(
      "Your measured expenditure is 2,500 kcal a day. Losing 0.5 kg a week takes about 550 kcal less: 1,950 kcal a day.",
    );
    expect(checkInWhy(english, explained({ expenditureCollecting: true, lastWeekKcal: 2300 }))).toBe(
      "Your expenditure, estimated from your profile until enough days are logged, is 2,500 kcal a day. Losing 0.5 kg a week takes about 550 kcal less: 1,950 kcal a day. This week it is eased to 2,150 kcal (at most 150 kcal from last week's 2,300 kcal).",
    );
    expect(checkInWhy(english, explained({ units: "imperial", rateKgPerWeek: 0.45359237 }))).toContain(
      "Losing 1 lb a week",
    );
  });

  it("in Italian: the same sentences in Italian, figures as Italian writes them", () => {
    expect(checkInWhy(italian, explained({}))).toBe(
      "Il tuo dispendio energetico misurato è di 2500 kcal al giorno. Per perdere 0,5 kg a settimana servono circa 550 kcal in meno: 1950 kcal al giorno.",
    );
    expect(checkInWhy(italian, explained({ expenditureCollecting: true, lastWeekKcal: 2300 }))).toBe(
      "Il tuo dispendio energetico, stimato dal profilo finché non avrai registrato abbastanza giorni, è di 2500 kcal al giorno. Per perdere 0,5 kg a settimana servono circa 550 kcal in meno: 1950 kcal al giorno. Questa settimana ci si arriva per gradi: 2150 kcal (al massimo 150 kcal di differenza dalle 2300 kcal della settimana scorsa).",
    );
    expect(checkInWhy(italian, explained({ rateKgPerWeek: 2, lastWeekKcal: null, weightKg: 70 }))).toContain(
      "Per perdere 0,7 kg a settimana (al massimo l'1 % del tuo peso)",
    );
    expect(checkInWhy(italian, explained({ expenditureKcal: 1600, lastWeekKcal: null, weightKg: 55 }))).toContain(
      "La cifra sale alla tua soglia minima di sicurezza: 1450 kcal.",
    );
    expect(
      checkInWhy(
        italian,
        explained({ direction: "gain", rateKgPerWeek: 0.25, lastWeekKcal: null, expenditureKcal: 12500 }),
      ),
    ).toBe(
      "Il tuo dispendio energetico misurato è di 12.500 kcal al giorno. Per prendere 0,25 kg a settimana servono circa 275 kcal in più: 12.775 kcal al giorno.",
    );
    expect(checkInWhy(italian, explained({ direction: "maintain", lastWeekKcal: 2450 }))).toBe(
      "Il tuo dispendio energetico misurato è di 2500 kcal al giorno. Mangiando questa quantità mantieni il tuo peso.",
    );
  });

  it("is what the public API's example shows, and the example goal's name is written as the code writes it", () => {
    const example = publicExpenditureOperations.decide.example.response;
    const why = explained({ expenditureKcal: 2480, lastWeekKcal: 2100 });
    expect(checkInWhy(english, why)).toBe(example.checkIn.why);
    expect(example.goal.description).toBe(example.checkIn.why);
    expect(checkInGoalName(english, example.checkIn.date)).toBe(example.goal.name);
  });
});

describe("why the expenditure is collecting or holding", () => {
  const reasons: ExpenditureReason[] = [
    { code: "collecting", days: 8, needed: 14 },
    { code: "few-weigh-ins", count: 1, days: 20, needed: 4 },
    { code: "few-weigh-ins", count: 3, days: 28, needed: 4 },
    { code: "short-span", days: 1, needed: 7 },
    { code: "no-recent-weigh-in" },
    { code: "few-days-last-week", count: 2, needed: 4 },
    { code: "few-days-week-before", count: 3, needed: 4 },
    { code: "few-days-week-before", count: 1, needed: 4 },
    { code: "no-line" },
  ];

  it("in English and in Italian, with its figures and plurals", () => {
    expect(reasons.map((reason) => expenditureReason(english, reason))).toEqual([
      "Collecting data: 8 of 14 days.",
      "1 weigh-in in the last 20 days; at least 4 are needed.",
      "3 weigh-ins in the last 28 days; at least 4 are needed.",
      "The weigh-ins span 1 day; they need to span at least 7.",
      "No weigh-in in the last 7 days.",
      "2 complete days in the last 7; at least 4 are needed.",
      "3 complete days in the week before; at least 4 are needed.",
      "1 complete day in the week before; at least 4 are needed.",
      "The weigh-ins do not give a line.",
    ]);
    expect(reasons.map((reason) => expenditureReason(italian, reason))).toEqual([
      "Raccolta dati: 8 giorni su 14.",
      "1 pesata negli ultimi 20 giorni; ne servono almeno 4.",
      "3 pesate negli ultimi 28 giorni; ne servono almeno 4.",
      "Le pesate coprono 1 giorno; devono coprirne almeno 7.",
      "Nessuna pesata negli ultimi 7 giorni.",
      "2 giorni completi negli ultimi 7; ne servono almeno 4.",
      "3 giorni completi nella settimana precedente; ne servono almeno 4.",
      "1 giorno completo nella settimana precedente; ne servono almeno 4.",
      "Dalle pesate non si ricava una tendenza.",
    ]);
  });
});

describe("the goal a check-in makes", () => {
  it("is named with the date as each language writes it", () => {
    expect(checkInGoalName(english, "2026-11-29")).toBe("Check-in November 29, 2026");
    expect(checkInGoalName(italian, "2026-11-29")).toBe("Check-in del 29 novembre 2026");
  });
});
