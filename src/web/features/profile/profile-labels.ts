import type { ActivityLevel, BmiCategory, Gender } from "../../../shared/domain/health.js";

export const genderLabels: Record<Gender, string> = { male: "Male", female: "Female", other: "Other" };

export const activityLabels: Record<ActivityLevel, string> = {
  sedentary: "Sedentary (little or no exercise)",
  light: "Light (exercise 1–3 days a week)",
  moderate: "Moderate (exercise 3–5 days a week)",
  active: "Active (exercise 6–7 days a week)",
  very_active: "Very active (hard exercise or a physical job)",
};

export const activityShortLabels: Record<ActivityLevel, string> = {
  sedentary: "Sedentary",
  light: "Light",
  moderate: "Moderate",
  active: "Active",
  very_active: "Very active",
};

/** Text and badge colours by BMI category, readable in both themes. */
export const bmiCategoryClasses: Record<BmiCategory, string> = {
  Underweight: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
  Normal: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  Overweight: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  Obese: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
};
