/** Health figures (spec core 9): BMI, Harris-Benedict basal metabolic rate, daily energy. */

export type Gender = "male" | "female" | "other";
export type ActivityLevel = "sedentary" | "light" | "moderate" | "active" | "very_active";
export type BmiCategory = "Underweight" | "Normal" | "Overweight" | "Obese";

export const activityMultipliers: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

/** Body mass index: kg / m², one decimal. */
export function bmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return "Underweight";
  if (value < 25) return "Normal";
  if (value < 30) return "Overweight";
  return "Obese";
}

export interface BodyFigures {
  gender: Gender;
  weight: number;
  height: number;
  age: number;
}

/** Harris-Benedict, exactly as the spec writes it; kcal per day, unrounded. */
export function bmr({ gender, weight, height, age }: BodyFigures): number {
  return gender === "male"
    ? 88.362 + 13.397 * weight + 4.799 * height - 5.677 * age
    : 447.593 + 9.247 * weight + 3.098 * height - 4.33 * age;
}

/** Total daily energy expenditure: BMR times the activity multiplier; kcal per day, unrounded. */
export function tdee(body: BodyFigures, activityLevel: ActivityLevel): number {
  return bmr(body) * activityMultipliers[activityLevel];
}

/** The figures the profile shows, rounded for display (BMR and energy to whole kcal). */
export function healthFigures(body: BodyFigures & { activityLevel: ActivityLevel }) {
  const value = bmi(body.weight, body.height);
  return {
    bmi: value,
    bmiCategory: bmiCategory(value),
    bmr: Math.round(bmr(body)),
    dailyEnergy: Math.round(tdee(body, body.activityLevel)),
  };
}
