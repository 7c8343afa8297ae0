import type { Weekday } from "../../../shared/contracts/check-ins.js";
import type { ActivityLevel, BmiCategory, Gender } from "../../../shared/domain/health.js";
import { msg } from "../../../shared/i18n/msg.js";

/** The profile's words as catalog messages: `i18n._(genderLabels[gender])` where they are shown. */
export const genderLabels: Record<Gender, string> = { male: msg("Male"), female: msg("Female"), other: msg("Other") };

export const activityLabels: Record<ActivityLevel, string> = {
  sedentary: msg("Sedentary (little or no exercise)"),
  light: msg("Light (exercise 1–3 days a week)"),
  moderate: msg("Moderate (exercise 3–5 days a week)"),
  active: msg("Active (exercise 6–7 days a week)"),
  very_active: msg("Very active (hard exercise or a physical job)"),
};

export const activityShortLabels: Record<ActivityLevel, string> = {
  sedentary: msg("Sedentary"),
  light: msg("Light"),
  moderate: msg("Moderate"),
  active: msg("Active"),
  very_active: msg("Very active"),
};

/** The BMI category as people read it (the contract's value stays the English word). */
export const bmiCategoryLabels: Record<BmiCategory, string> = {
  Underweight: msg("Underweight"),
  Normal: msg("Normal"),
  Overweight: msg("Overweight"),
  Obese: msg("Obese"),
};

export const weekdayLabels: Record<Weekday, string> = {
  monday: msg("Monday"),
  tuesday: msg("Tuesday"),
  wednesday: msg("Wednesday"),
  thursday: msg("Thursday"),
  friday: msg("Friday"),
  saturday: msg("Saturday"),
  sunday: msg("Sunday"),
};

/** Text and badge colours by BMI category, readable in both themes. */
export const bmiCategoryClasses: Record<BmiCategory, string> = {
  Underweight: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
  Normal: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  Overweight: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  Obese: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
};
