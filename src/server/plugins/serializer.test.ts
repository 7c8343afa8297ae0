import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mealSchema } from "../../shared/contracts/meals.js";
import { unknownMicronutrients } from "../../shared/domain/nutrients.js";
import { serializerCompiler } from "./serializer.js";

const serialize = (schema: z.ZodType, data: unknown) =>
  JSON.parse(serializerCompiler({ schema, method: "GET", url: "/", httpStatus: "200" })(data));

describe("serializerCompiler", () => {
  it("writes only the contract's properties, so a stray column never leaks", () => {
    const schema = z.object({ id: z.number(), username: z.string() });
    expect(serialize(schema, { id: 1, username: "ana", passwordHash: "$argon2id$secret" })).toEqual({
      id: 1,
      username: "ana",
    });
  });

  it("keeps nulls, enums, arrays and nested objects as the contract says", () => {
    const meal = {
      id: 7,
      userId: 1,
      food: 'Pasta "al dente"',
      calories: 420,
      proteins: 13,
      carbs: 78,
      fats: 7,
      macrosGiven: false,
      mealType: "lunch",
      timestamp: "2026-11-22T12:00:00.000Z",
      localDate: "2026-11-22",
      notes: null,
      foodId: null,
      grams: 250.5,
      micronutrients: { ...unknownMicronutrients(), vitaminC: 12.5, sodium: 0 },
      createdAt: "2026-11-22T12:00:00.000Z",
      updatedAt: "2026-11-22T12:00:00.000Z",
      internal: "not for the client",
    };
    const { internal: _internal, ...expected } = meal;
    expect(serialize(z.array(mealSchema), [meal])).toEqual([expected]);
    const withRecord = z.object({ message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() });
    expect(serialize(withRecord, { message: "Bad", fieldErrors: { food: "Food name is required" } })).toEqual({
      message: "Bad",
      fieldErrors: { food: "Food name is required" },
    });
  });
});
