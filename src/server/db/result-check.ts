import { Ajv } from "ajv";
import { z } from "zod";

/**
 * What raw SQL returned, checked rather than cast: a zod schema of the expected rows, compiled once
 * into an Ajv validator of its JSON Schema (no coercion, numbers finite, no key the schema does
 * not list), a fraction of what zod's own parse costs (docs/performance.md). Only for schemas that
 * check, not transform: the value is returned as it came.
 */
const ajv = new Ajv({ strict: false, strictNumbers: true, validateFormats: false, unicodeRegExp: false });

export class UnexpectedResultError extends Error {
  constructor(what: string, issues: string) {
    super(`${what} returned what it should not: ${issues}`);
    this.name = "UnexpectedResultError";
  }
}

export function resultCheck<T>(schema: z.ZodType<T>, what: string): (value: unknown) => T {
  const fits = ajv.compile(z.toJSONSchema(schema, { target: "draft-7", io: "output" }) as object);
  return (value) => {
    if (fits(value)) return value as T;
    throw new UnexpectedResultError(what, ajv.errorsText(fits.errors));
  };
}
