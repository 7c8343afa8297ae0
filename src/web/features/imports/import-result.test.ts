import { afterEach, describe, expect, it } from "vitest";
import type { ImportResult } from "../../../shared/contracts/imports.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { resultLines } from "./import-result.js";

const result = {
  stored: { meals: 1, weighIns: 12, measurements: 0, goals: 2, foods: 0, profile: true },
  skipped: { duplicates: 3, existingDays: 0, existingBody: 0, notChosen: 1, outOfRange: 0 },
  replaced: 1,
} as unknown as ImportResult;

afterEach(() => setPageLanguage("en", enMessages));

describe("what an import stored", () => {
  it("in English, as before", () => {
    expect(resultLines(result)).toEqual({
      stored: "Stored 1 meal, 12 weigh-ins, 0 measurement days, 2 goals, your profile, replacing 1 imported meal.",
      skipped: "Skipped 3 already imported, 1 not chosen.",
    });
  });

  it("in Italian, with Italian plurals", () => {
    setPageLanguage("it", itMessages);
    expect(resultLines(result)).toEqual({
      stored:
        "Salvati: 1 pasto, 12 pesate, 0 giorni di misure, 2 obiettivi, il tuo profilo, al posto di 1 pasto importato.",
      skipped: "Saltati: 3 già importati, 1 non scelto.",
    });
  });
});
