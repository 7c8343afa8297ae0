import type { FoodAnalysis } from "../../../shared/contracts/ai.js";
import { i18n } from "../../lib/i18n.js";

/** The empty-result hints (spec commercial 2): what could not be read from the photo or the words, in the page's language. */
export function analysisHints(analysis: FoodAnalysis, source: "photo" | "description" = "photo"): string[] {
  const hints: string[] = [];
  if (analysis.foods.length === 0) {
    hints.push(
      source === "photo"
        ? i18n._("No foods identified in this photo.")
        : i18n._("No foods identified in this description."),
    );
  }
  if (analysis.totalCalories <= 0) hints.push(i18n._("The calories could not be determined."));
  if (analysis.totalProteins <= 0 && analysis.totalCarbs <= 0 && analysis.totalFats <= 0) {
    hints.push(i18n._("The macros could not be determined."));
  }
  if (hints.length > 0) {
    hints.push(
      source === "photo"
        ? i18n._("Try a clearer image: good light, the whole plate in view, taken from above.")
        : i18n._(
            "Try everyday names with amounts, one food per line: “2 eggs”, “200 g chicken breast”, “a cup of rice”.",
          ),
    );
  }
  return hints;
}
