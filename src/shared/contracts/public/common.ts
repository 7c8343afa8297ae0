import { z } from "zod";
import type { ApiKeyScope } from "../api-keys.js";
import { dateStringSchema } from "../common.js";

/**
 * Pieces every resource of the public API v1 shares. The v1 contract is its own: the web app's
 * contracts may change with the screens, these change only with a new version. Named schemas carry
 * `.meta({ id })` and become `#/components/schemas/<id>` in the OpenAPI document.
 */

/** One vocabulary for nutrients in every v1 resource (the spec's meal names). */
export const publicNutrientsSchema = z
  .object({
    calories: z.number().describe("Energy in kcal"),
    proteins: z.number().describe("Protein in grams"),
    carbs: z.number().describe("Carbohydrates in grams"),
    fats: z.number().describe("Fat in grams"),
  })
  .meta({ id: "Nutrients", description: "Calories (kcal) and macronutrients (grams)" });
export type PublicNutrients = z.infer<typeof publicNutrientsSchema>;

export const apiErrorSchema = z
  .object({
    error: z.string().optional().describe("A short title, e.g. 'Unauthorized'"),
    message: z.string().describe("What went wrong, in words to show a person"),
    fieldErrors: z.record(z.string(), z.string()).optional().describe("For 400: each invalid field's message"),
    feature: z.string().optional(),
  })
  .meta({ id: "Error", description: "Every failure has this shape" });

export const publicDeletedSchema = z
  .object({ message: z.string().describe("What was deleted") })
  .meta({ id: "Deleted", description: "A deletion went through" });

export const publicIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "Invalid id")
    .transform(Number)
    .describe("The resource's id"),
});

export const publicLocalDateSchema = (name: string) =>
  dateStringSchema(`${name} must be a valid date (YYYY-MM-DD)`).describe(
    `${name}: a calendar day 'YYYY-MM-DD' in your time zone`,
  );

/** What one documented operation needs besides its schemas: words, the scope it requires, an example. */
export interface OperationDoc {
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  scope: ApiKeyScope;
  /** Error statuses besides 400, 401, 403 and 429 (which every operation may answer). */
  errors?: readonly (404 | 409)[];
  example: OperationExample;
}

/** A request that works against a real account (ids aside), and the kind of answer it gets. */
export interface OperationExample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  status: 200 | 201;
  response: unknown;
}

export const exampleTimestamp = "2026-05-11T12:30:00.000Z";
export const exampleDate = "2026-05-11";
