import { afterEach, describe, expect, it } from "vitest";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { expenditureReason } from "./reasons.js";

/** The domain's sentences (shared/domain/body/expenditure-window.ts), as the server answers them. */
const domain = [
  "Collecting data: 8 of 14 days.",
  "1 weigh-in in the last 20 days; at least 4 are needed.",
  "3 weigh-ins in the last 28 days; at least 4 are needed.",
  "The weigh-ins span 1 day; they need to span at least 7.",
  "The weigh-ins span 5 days; they need to span at least 7.",
  "No weigh-in in the last 7 days.",
  "1 complete day in the last 7; at least 4 are needed.",
  "2 complete days in the last 7; at least 4 are needed.",
  "3 complete days in the week before; at least 4 are needed.",
  "The weigh-ins do not give a line.",
];

afterEach(() => setPageLanguage("en", enMessages));

describe("why the expenditure is collecting or holding", () => {
  it("in English is the domain's sentence, word for word", () => {
    for (const reason of domain) expect(expenditureReason(reason)).toBe(reason);
  });

  it("in Italian is said in Italian, with its figures and plurals", () => {
    setPageLanguage("it", itMessages);
    expect(domain.map(expenditureReason)).toEqual([
      "Raccolta dati: 8 giorni su 14.",
      "1 pesata negli ultimi 20 giorni; ne servono almeno 4.",
      "3 pesate negli ultimi 28 giorni; ne servono almeno 4.",
      "Le pesate coprono 1 giorno; devono coprirne almeno 7.",
      "Le pesate coprono 5 giorni; devono coprirne almeno 7.",
      "Nessuna pesata negli ultimi 7 giorni.",
      "1 giorno completo negli ultimi 7; ne servono almeno 4.",
      "2 giorni completi negli ultimi 7; ne servono almeno 4.",
      "Giorni completi nella settimana precedente: 3; ne servono almeno 4.",
      "Dalle pesate non si ricava una tendenza.",
    ]);
    // One it does not know is shown as the server wrote it.
    expect(expenditureReason("Something new.")).toBe("Something new.");
  });
});
