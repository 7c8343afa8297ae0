import type { FoodAnalysis } from "../../../shared/contracts/ai.js";

/** The empty-result hints (spec commercial 2): what could not be read from the photo. */
export function analysisHints(analysis: FoodAnalysis): string[] {
  const hints: string[] = [];
  if (analysis.foods.length === 0) hints.push("No foods identified in this photo.");
  if (analysis.totalCalories <= 0) hints.push("The calories could not be determined.");
  if (analysis.totalProteins <= 0 && analysis.totalCarbs <= 0 && analysis.totalFats <= 0) {
    hints.push("The macros could not be determined.");
  }
  if (hints.length > 0) hints.push("Try a clearer image: good light, the whole plate in view, taken from above.");
  return hints;
}
