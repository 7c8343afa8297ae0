import type { MealType } from "../../../shared/contracts/meals.js";
import { msg } from "../../../shared/i18n/msg.js";
import { textOfNumber } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { mealTypeLabel, slotTitles } from "../../lib/meal-types.js";

/**
 * The meal types' labels and the diary's slot titles (lib/meal-types.ts defines them in English),
 * marked here for the catalogs and translated where shown, by their English text.
 */
export const markedLabels = [msg("Breakfast"), msg("Lunch"), msg("Dinner"), msg("Snack"), msg("Snacks")];

/** A message for a field (a schema's or the server's, by its English text) in the page's language. */
export const shownMessage = (message: string | undefined): string | undefined => message && i18n._(message);

/** A meal type's label in the page's language; a type it does not know as it is. */
export const mealTypeName = (type: string): string => i18n._(mealTypeLabel(type));
export const slotTitle = (type: MealType): string => i18n._(slotTitles[type]);

/**
 * A figure as the English page always wrote it (String(value): '1900 kcal', '30.5 g', never
 * grouped), with the page's decimal mark ('30,5' in Italian).
 */
export const plainFigure = (value: number): string => textOfNumber(value);
