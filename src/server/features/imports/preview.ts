import type { ImportPreview } from "../../../shared/contracts/imports.js";
import type { ExistingData } from "./plan.js";
import type { ParsedImport } from "./read/parsed.js";

/** Problems kept in the preview (the file's total is counted apart). */
const MAX_PREVIEW_PROBLEMS = 100;

/**
 * What the person sees before anything is stored: what the file is and holds, its date range,
 * what an earlier import already stored (duplicates), the days that already have meals, the rows
 * that could not be read, the questions to answer and, for Apple Health, the apps to choose from.
 */
export function previewOf(parsed: ParsedImport, existing: ExistingData): ImportPreview {
  const mealDays = new Set(parsed.meals.map((meal) => meal.date));
  const measurementDays = new Set(parsed.measurements.map((measurement) => measurement.date));
  const allDays = new Set([...mealDays, ...parsed.weighIns.map((w) => w.date), ...measurementDays]);
  const sorted = [...allDays].sort();
  const duplicate = (key: string) => existing.importedKeys.has(key);
  const bundle = parsed.macrowise;
  return {
    source: parsed.source,
    kind: parsed.kind,
    files: parsed.files,
    from: sorted[0] ?? null,
    to: sorted.at(-1) ?? null,
    days: allDays.size,
    counts: {
      meals: parsed.meals.length,
      foods: new Set(parsed.meals.map((meal) => meal.name.trim().toLowerCase())).size,
      weighIns: parsed.weighIns.length,
      measurements: measurementDays.size,
    },
    duplicates: {
      meals: parsed.meals.filter((meal) => duplicate(meal.key)).length,
      weighIns: parsed.weighIns.filter((weighIn) => duplicate(weighIn.key)).length,
      measurements: new Set(parsed.measurements.filter((m) => duplicate(m.key)).map((m) => m.date)).size,
    },
    daysWithMeals: [...mealDays].filter((day) => existing.mealDays.has(day)).length,
    extras: {
      goals: bundle?.goals.length ?? 0,
      foods: bundle?.foods.length ?? 0,
      recipes: bundle?.recipes.length ?? 0,
      profile: Boolean(bundle?.profile),
    },
    problems: parsed.problems.slice(0, MAX_PREVIEW_PROBLEMS),
    problemCount: parsed.problemCount,
    reported: parsed.reported,
    questions: parsed.needs.map((question) => ({ ...question, options: [...question.options] })),
    sources: parsed.sources,
  };
}
