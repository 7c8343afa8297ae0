import type { FoodAnalysis } from "../../../shared/contracts/ai.js";

/** The empty-result hints (spec commercial 2): what could not be read from the photo or the words. */
export function analysisHints(analysis: FoodAnalysis, source: "photo" | "description" = "photo"): string[] {
  const hints: string[] = [];
  const from = source === "photo" ? "this photo" : "this description";
  if (analysis.foods.length === 0) hints.push(`No foods identified in ${from}.`);
  if (analysis.totalCalories <= 0) hints.push("The calories could not be determined.");
  if (analysis.totalProteins <= 0 && analysis.totalCarbs <= 0 && analysis.totalFats <= 0) {
    hints.push("The macros could not be determined.");
  }
  if (hints.length > 0) {
    hints.push(
      source === "photo"
        ? "Try a clearer image: good light, the whole plate in view, taken from above."
        : "Try everyday names with amounts, one food per line: “2 eggs”, “200 g chicken breast”, “a cup of rice”.",
    );
  }
  return hints;
}
