// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { buildDemoData } from "./sample-data.js";
import { sampleMealSuggestions, sampleMealSuggestionsInPageLanguage } from "./sample-suggestions.js";

afterEach(() => setPageLanguage("en", enMessages));

describe("the demo's sample data", () => {
  it("is in English on an English page, as before", () => {
    const demo = buildDemoData("2026-11-22", "Europe/Rome");
    expect(demo.activeGoal.name).toBe("Maintenance");
    expect(demo.meals.map((meal) => meal.food)).toContain("Lentil soup");
    expect(sampleMealSuggestionsInPageLanguage()).toEqual(sampleMealSuggestions);
  });

  it("is in Italian on an Italian page: meals, goals and suggestions", () => {
    setPageLanguage("it", itMessages);
    const demo = buildDemoData("2026-11-22", "Europe/Rome");
    expect(demo.activeGoal.name).toBe("Mantenimento");
    expect(demo.goals[1]?.name).toBe("Perdita di peso");
    expect(demo.meals.map((meal) => meal.food)).toContain("Zuppa di lenticchie");
    const [breakfast] = sampleMealSuggestionsInPageLanguage();
    expect(breakfast?.name).toBe("Yogurt greco con fiocchi d'avena e mirtilli");
    expect(breakfast?.ingredients.map((i) => i.name)).toEqual([
      "Yogurt greco, 2% di grassi",
      "Fiocchi d'avena",
      "Mirtilli",
    ]);
    expect(breakfast?.calories).toBe(sampleMealSuggestions[0]?.calories);
  });
});
