/**
 * What the response check costs: `node --import tsx bench/serializer.ts`.
 *
 * plugins/serializer.ts checks each answer against its contract's JSON Schema (Ajv) before
 * fast-json-stringify writes it. This times, in one process and in alternating rounds, the writing
 * alone and the check with the writing, on answers shaped like the bench's busiest routes (the
 * dashboard, a day of meals, 31 trend points, the day's 48 nutrients, one meal), and prints
 * CPU microseconds per answer (the median of the rounds). BENCH_ROUNDS (default 7).
 */
import fastJson from "fast-json-stringify";
import { z } from "zod";
import { serializerCompiler } from "../src/server/plugins/serializer.js";
import { goalSchema } from "../src/shared/contracts/goals.js";
import { mealListSchema, mealSchema } from "../src/shared/contracts/meals.js";
import { dayNutrientsSchema } from "../src/shared/contracts/nutrients.js";
import { dashboardTodaySchema, trendsSchema } from "../src/shared/contracts/trends.js";
import { MICRONUTRIENT_KEYS, unknownMicronutrients } from "../src/shared/domain/nutrients.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const at = "2026-11-22T12:00:00.000Z";

const meal = (i: number) => ({
  id: 1000 + i,
  userId: 7,
  food: i % 2 ? `Food ${i}` : "Oats, regular and quick, cooked with water",
  calories: 300 + i,
  proteins: 10 + i,
  carbs: 30,
  fats: 5,
  macrosGiven: true,
  mealType: (["breakfast", "lunch", "dinner", "snack"] as const)[i % 4],
  timestamp: at,
  localDate: "2026-11-22",
  notes: null,
  foodId: i % 2 ? null : 321,
  grams: i % 2 ? null : 150,
  micronutrients: i % 2 ? null : { ...unknownMicronutrients(), fiber: 2.5, sodium: 0.12, vitaminC: 4 },
  createdAt: at,
  updatedAt: at,
});
const goal = {
  id: 3,
  userId: 7,
  name: "Maintenance",
  calories: 2000,
  proteins: 150,
  carbs: 250,
  fats: 65,
  startDate: "2026-10-23",
  endDate: null,
  description: null,
  isActive: true,
  createdAt: at,
  updatedAt: at,
};
const totals = { calories: 1800, proteins: 90, carbs: 220, fats: 60 };

const answers: [string, z.ZodType, unknown][] = [
  [
    "dashboard (4 meals, goal)",
    dashboardTodaySchema,
    {
      date: "2026-11-22",
      timeZone: "Europe/Rome",
      totals,
      mealCount: 4,
      meals: [0, 1, 2, 3].map(meal),
      activeGoal: goal,
    },
  ],
  ["day of meals (4)", mealListSchema, [0, 1, 2, 3].map(meal)],
  [
    "trends (31 points)",
    trendsSchema,
    {
      days: 30,
      timeZone: "Europe/Rome",
      points: Array.from({ length: 31 }, (_, i) => ({ ...totals, date: `2026-10-${String(i + 1).padStart(2, "0")}` })),
    },
  ],
  [
    "nutrients of the day (48)",
    dayNutrientsSchema,
    {
      date: "2026-11-22",
      timeZone: "Europe/Rome",
      mealCount: 4,
      mealsWithoutDetails: 2,
      referenceLabel: "Men 31–50 (Dietary Reference Intakes)",
      personalReference: true,
      nutrients: MICRONUTRIENT_KEYS.map((key, i) => ({
        key,
        amount: i % 3 ? 12.5 + i : null,
        mealsMissing: 2,
        reference: i % 4 ? { amount: 90, kind: "target", basis: "RDA" } : null,
      })),
    },
  ],
  ["one meal", mealSchema, meal(0)],
  ["active goal", goalSchema, goal],
];

/**
 * CPU microseconds of this process per call of `write(data)`, over enough calls to take about
 * 200 ms of CPU: CPU time, not wall time, so another process on the cores does not count.
 */
function timeOf(write: (data: unknown) => string, data: unknown): number {
  let calls = 1000;
  for (;;) {
    const started = process.cpuUsage();
    for (let i = 0; i < calls; i++) write(data);
    const used = process.cpuUsage(started);
    const us = used.user + used.system;
    if (us > 200_000) return us / calls;
    calls *= 4;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const [name, schema, data] of answers) {
  const jsonSchema = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
  const writeOnly = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  const checked = serializerCompiler({ schema, method: "GET", url: "/", httpStatus: "200" }) as (d: unknown) => string;
  if (checked(data) !== writeOnly(data)) throw new Error(`${name}: the checked answer differs`);
  const alone: number[] = [];
  const withCheck: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    alone.push(timeOf(writeOnly, data));
    withCheck.push(timeOf(checked, data));
  }
  const a = median(alone);
  const b = median(withCheck);
  console.log(
    `${name.padEnd(28)} write ${a.toFixed(2).padStart(6)} us   check + write ${b.toFixed(2).padStart(6)} us   (+${(b - a).toFixed(2)} us, ${((b / a - 1) * 100).toFixed(0)} %)`,
  );
}
