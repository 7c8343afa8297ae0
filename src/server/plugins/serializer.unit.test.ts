import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mealSchema } from "../../shared/contracts/meals.js";
import { unknownMicronutrients } from "../../shared/domain/nutrients.js";
import { errorHandling } from "./errors.js";
import { requestLocale } from "./locale.js";
import { ResponseContractError, serializerCompiler } from "./serializer.js";

const serializerOf = (schema: z.ZodType) => serializerCompiler({ schema, method: "GET", url: "/", httpStatus: "200" });
const serialize = (schema: z.ZodType, data: unknown) => JSON.parse(serializerOf(schema)(data));

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
};

describe("serializerCompiler", () => {
  it("writes only the contract's properties, so a stray column never leaks", () => {
    const schema = z.object({ id: z.number(), username: z.string() });
    expect(serialize(schema, { id: 1, username: "ana", passwordHash: "$argon2id$secret" })).toEqual({
      id: 1,
      username: "ana",
    });
  });

  it("keeps nulls, enums, arrays and nested objects as the contract says", () => {
    const withInternal = { ...meal, internal: "not for the client" };
    expect(serialize(z.array(mealSchema), [withInternal])).toEqual([meal]);
    const withRecord = z.object({ message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() });
    expect(serialize(withRecord, { message: "Bad", fieldErrors: { food: "Food name is required" } })).toEqual({
      message: "Bad",
      fieldErrors: { food: "Food name is required" },
    });
  });

  it("refuses what it would have bent: null as 0, '' or false, 1.7 as an integer, a word outside an enum", () => {
    const bent: [string, Record<string, unknown>][] = [
      ["/calories must be integer", { calories: null }],
      ["/calories must be integer", { calories: 1.7 }],
      ["/food must be string", { food: null }],
      ["/macrosGiven must be boolean", { macrosGiven: null }],
      ["/mealType must be equal to one of the allowed values", { mealType: "brunch" }],
      ["/grams must be number,null", { grams: "250.5" }],
      ["/micronutrients/vitaminC must be number,null", { micronutrients: { ...meal.micronutrients, vitaminC: "12" } }],
      ["/ must have required property 'updatedAt'", { updatedAt: undefined }],
      ["/calories must be integer", { calories: Number.NaN }],
      ["/grams must be number,null", { grams: Number.POSITIVE_INFINITY }],
    ];
    for (const [issue, change] of bent) {
      const write = () => serializerOf(mealSchema)({ ...meal, ...change });
      expect(write, JSON.stringify(change)).toThrow(ResponseContractError);
      expect(write, JSON.stringify(change)).toThrow(issue);
    }
    expect(() => serializerOf(z.array(mealSchema))([meal, { ...meal, id: "8" }])).toThrow("/1/id must be integer");
  });

  it("holds a pattern the contract has (an ISO instant, a calendar date)", () => {
    const schema = z.object({ at: z.iso.datetime(), day: z.iso.date() });
    expect(serialize(schema, { at: "2026-11-22T12:00:00.000Z", day: "2026-11-22" })).toEqual({
      at: "2026-11-22T12:00:00.000Z",
      day: "2026-11-22",
    });
    expect(() => serializerOf(schema)({ at: "yesterday", day: "2026-11-22" })).toThrow("/at must match pattern");
  });
});

describe("an answer that does not fit its contract, through Fastify", () => {
  it("is a 500 with the generic message, logged with the request id, and nothing of the bent answer", async () => {
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "error", stream: logs }, requestIdHeader: "x-request-id" });
    app.setSerializerCompiler(serializerCompiler);
    await app.register(requestLocale);
    await app.register(errorHandling);
    app.get("/meal", { schema: { response: { 200: mealSchema } } }, async () => ({ ...meal, calories: 1.7 }));
    await app.ready();
    const response = await app.inject({ method: "GET", url: "/meal", headers: { "x-request-id": "req-42" } });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: "Internal Server Error",
      message: "Something went wrong. Please try again.",
      requestId: "req-42",
    });
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "unexpected error");
    expect(logged).toMatchObject({ reqId: "req-42", err: { type: "ResponseContractError" } });
    expect(logged.err.message).toContain("/calories must be integer");
  });
});
