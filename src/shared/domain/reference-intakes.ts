import type { MicronutrientKey } from "./nutrients.js";

/**
 * Daily reference intakes the nutrient panel compares a day with.
 *
 * Sources (published values, units as in nutrients.ts):
 * - Dietary Reference Intakes, Food and Nutrition Board, National Academies of Sciences,
 *   Engineering, and Medicine: summary tables "Recommended Dietary Allowances and Adequate Intakes,
 *   Vitamins" and "... Elements" (https://www.ncbi.nlm.nih.gov/books/NBK545442/), RDA where one
 *   exists, otherwise AI; fiber AI from the macronutrient DRI (2005).
 * - Potassium (AI) and sodium (AI, and the Chronic Disease Risk Reduction intake, CDRR, used as the
 *   limit) from "Dietary Reference Intakes for Sodium and Potassium" (NASEM 2019).
 * - Saturated fat and cholesterol have no DRI: the limits are the FDA Daily Values (21 CFR 101.9, 2016).
 * - Without sex or age in the profile: the FDA Daily Values for adults and children 4 years and older.
 * Pregnancy and lactation, which raise several values, are not modelled (the profile does not ask).
 */

export type Sex = "male" | "female";
export type IntakeBasis = "RDA" | "AI" | "CDRR" | "DV";
export interface ReferenceValue {
  amount: number;
  kind: "target" | "limit";
  basis: IntakeBasis;
}

type Band = "1-3" | "4-8" | "9-13" | "14-18" | "19-30" | "31-50" | "51-70" | "71+";
const BANDS: { band: Band; from: number }[] = [
  { band: "71+", from: 71 },
  { band: "51-70", from: 51 },
  { band: "31-50", from: 31 },
  { band: "19-30", from: 19 },
  { band: "14-18", from: 14 },
  { band: "9-13", from: 9 },
  { band: "4-8", from: 4 },
  { band: "1-3", from: 1 },
];

/** One row: the values for ages 1–3, 4–8, 9–13, 14–18, 19–30, 31–50, 51–70, 71+. */
type Row = readonly [number, number, number, number, number, number, number, number];
const BAND_INDEX: Record<Band, number> = {
  "1-3": 0,
  "4-8": 1,
  "9-13": 2,
  "14-18": 3,
  "19-30": 4,
  "31-50": 5,
  "51-70": 6,
  "71+": 7,
};

interface Entry {
  basis: IntakeBasis;
  kind: "target" | "limit";
  male: Row;
  female: Row;
}

const same = (row: Row) => ({ male: row, female: row });
const target = (basis: "RDA" | "AI", values: { male: Row; female: Row }): Entry => ({
  basis,
  kind: "target",
  ...values,
});

const DRI: Partial<Record<MicronutrientKey, Entry>> = {
  fiber: target("AI", { male: [19, 25, 31, 38, 38, 38, 30, 30], female: [19, 25, 26, 26, 25, 25, 21, 21] }),
  sodium: { basis: "CDRR", kind: "limit", ...same([1200, 1500, 1800, 2300, 2300, 2300, 2300, 2300]) },
  potassium: target("AI", {
    male: [2000, 2300, 2500, 3000, 3400, 3400, 3400, 3400],
    female: [2000, 2300, 2300, 2300, 2600, 2600, 2600, 2600],
  }),
  calcium: target("RDA", {
    male: [700, 1000, 1300, 1300, 1000, 1000, 1000, 1200],
    female: [700, 1000, 1300, 1300, 1000, 1000, 1200, 1200],
  }),
  iron: target("RDA", { male: [7, 10, 8, 11, 8, 8, 8, 8], female: [7, 10, 8, 15, 18, 18, 8, 8] }),
  magnesium: target("RDA", {
    male: [80, 130, 240, 410, 400, 420, 420, 420],
    female: [80, 130, 240, 360, 310, 320, 320, 320],
  }),
  phosphorus: target("RDA", same([460, 500, 1250, 1250, 700, 700, 700, 700])),
  zinc: target("RDA", { male: [3, 5, 8, 11, 11, 11, 11, 11], female: [3, 5, 8, 9, 8, 8, 8, 8] }),
  copper: target("RDA", same([0.34, 0.44, 0.7, 0.89, 0.9, 0.9, 0.9, 0.9])),
  manganese: target("AI", {
    male: [1.2, 1.5, 1.9, 2.2, 2.3, 2.3, 2.3, 2.3],
    female: [1.2, 1.5, 1.6, 1.6, 1.8, 1.8, 1.8, 1.8],
  }),
  selenium: target("RDA", same([20, 30, 40, 55, 55, 55, 55, 55])),
  vitaminA: target("RDA", {
    male: [300, 400, 600, 900, 900, 900, 900, 900],
    female: [300, 400, 600, 700, 700, 700, 700, 700],
  }),
  vitaminC: target("RDA", { male: [15, 25, 45, 75, 90, 90, 90, 90], female: [15, 25, 45, 65, 75, 75, 75, 75] }),
  vitaminD: target("RDA", same([15, 15, 15, 15, 15, 15, 15, 20])),
  vitaminE: target("RDA", same([6, 7, 11, 15, 15, 15, 15, 15])),
  vitaminK: target("AI", { male: [30, 55, 60, 75, 120, 120, 120, 120], female: [30, 55, 60, 75, 90, 90, 90, 90] }),
  thiamin: target("RDA", {
    male: [0.5, 0.6, 0.9, 1.2, 1.2, 1.2, 1.2, 1.2],
    female: [0.5, 0.6, 0.9, 1, 1.1, 1.1, 1.1, 1.1],
  }),
  riboflavin: target("RDA", {
    male: [0.5, 0.6, 0.9, 1.3, 1.3, 1.3, 1.3, 1.3],
    female: [0.5, 0.6, 0.9, 1, 1.1, 1.1, 1.1, 1.1],
  }),
  niacin: target("RDA", { male: [6, 8, 12, 16, 16, 16, 16, 16], female: [6, 8, 12, 14, 14, 14, 14, 14] }),
  vitaminB6: target("RDA", {
    male: [0.5, 0.6, 1, 1.3, 1.3, 1.3, 1.7, 1.7],
    female: [0.5, 0.6, 1, 1.2, 1.3, 1.3, 1.5, 1.5],
  }),
  folate: target("RDA", same([150, 200, 300, 400, 400, 400, 400, 400])),
  vitaminB12: target("RDA", same([0.9, 1.2, 1.8, 2.4, 2.4, 2.4, 2.4, 2.4])),
  choline: target("AI", {
    male: [200, 250, 375, 550, 550, 550, 550, 550],
    female: [200, 250, 375, 400, 425, 425, 425, 425],
  }),
};

/** FDA Daily Values (adults and children 4 years and older, 21 CFR 101.9). */
const DAILY_VALUES: Partial<Record<MicronutrientKey, ReferenceValue>> = {
  fiber: { amount: 28, kind: "target", basis: "DV" },
  saturatedFat: { amount: 20, kind: "limit", basis: "DV" },
  cholesterol: { amount: 300, kind: "limit", basis: "DV" },
  sodium: { amount: 2300, kind: "limit", basis: "DV" },
  potassium: { amount: 4700, kind: "target", basis: "DV" },
  calcium: { amount: 1300, kind: "target", basis: "DV" },
  iron: { amount: 18, kind: "target", basis: "DV" },
  magnesium: { amount: 420, kind: "target", basis: "DV" },
  phosphorus: { amount: 1250, kind: "target", basis: "DV" },
  zinc: { amount: 11, kind: "target", basis: "DV" },
  copper: { amount: 0.9, kind: "target", basis: "DV" },
  manganese: { amount: 2.3, kind: "target", basis: "DV" },
  selenium: { amount: 55, kind: "target", basis: "DV" },
  vitaminA: { amount: 900, kind: "target", basis: "DV" },
  vitaminC: { amount: 90, kind: "target", basis: "DV" },
  vitaminD: { amount: 20, kind: "target", basis: "DV" },
  vitaminE: { amount: 15, kind: "target", basis: "DV" },
  vitaminK: { amount: 120, kind: "target", basis: "DV" },
  thiamin: { amount: 1.2, kind: "target", basis: "DV" },
  riboflavin: { amount: 1.3, kind: "target", basis: "DV" },
  niacin: { amount: 16, kind: "target", basis: "DV" },
  vitaminB6: { amount: 1.7, kind: "target", basis: "DV" },
  folate: { amount: 400, kind: "target", basis: "DV" },
  vitaminB12: { amount: 2.4, kind: "target", basis: "DV" },
  choline: { amount: 550, kind: "target", basis: "DV" },
};

export interface ReferenceIntakes {
  /** 'Women 31–50', 'Daily Values (no sex or age in your profile)'. */
  label: string;
  /** True when sex and age chose the values; false for the Daily Values. */
  personal: boolean;
  values: Partial<Record<MicronutrientKey, ReferenceValue>>;
}

function bandOf(age: number): Band {
  return (BANDS.find((b) => age >= b.from) ?? (BANDS.at(-1) as { band: Band })).band;
}

/**
 * The day's reference intakes for a person: the DRI of their sex and age band, with the Daily
 * Value limits for saturated fat and cholesterol (no DRI exists); the Daily Values when the sex is
 * unknown ('other', or no profile) or there is no age. Children under 4 with an unknown sex get
 * their band's values, which do not differ by sex.
 */
export function referenceIntakesFor(sex: Sex | null, age: number | null): ReferenceIntakes {
  const band = age !== null && age >= 1 ? bandOf(age) : null;
  const childWithoutSexDifference = band === "1-3" || band === "4-8";
  if (band === null || (sex === null && !childWithoutSexDifference)) {
    return {
      label: "Daily Values (add your sex and age to your profile for your own)",
      personal: false,
      values: DAILY_VALUES,
    };
  }
  const column = BAND_INDEX[band];
  const values: Partial<Record<MicronutrientKey, ReferenceValue>> = {};
  for (const [key, entry] of Object.entries(DRI) as [MicronutrientKey, Entry][]) {
    const amount = (entry[sex ?? "female"] as Row)[column] as number;
    values[key] = { amount, kind: entry.kind, basis: entry.basis };
  }
  if (!childWithoutSexDifference) {
    values.saturatedFat = DAILY_VALUES.saturatedFat;
    values.cholesterol = DAILY_VALUES.cholesterol;
  }
  const who = childWithoutSexDifference
    ? "Children"
    : sex === "male"
      ? band === "9-13" || band === "14-18"
        ? "Boys"
        : "Men"
      : band === "9-13" || band === "14-18"
        ? "Girls"
        : "Women";
  return { label: `${who} ${band.replace("-", "–")} (Dietary Reference Intakes)`, personal: true, values };
}
