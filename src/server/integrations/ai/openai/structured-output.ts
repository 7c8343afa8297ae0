import { type ZodType, z } from "zod";

/** A JSON schema node as z.toJSONSchema writes it; only the keywords this file looks at are typed. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  [keyword: string]: unknown;
};

/** Keywords OpenAI's structured outputs accept in strict mode; everything else (default, minLength, $schema...) goes. */
const strictKeywords = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "anyOf",
  "$ref",
  "$defs",
  "description",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
]);

function strictNode(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "oneOf") out.anyOf = (value as JsonSchema[]).map(strictNode);
    else if (!strictKeywords.has(key)) continue;
    // zod writes ±MAX_SAFE_INTEGER bounds for .int(); they say nothing and cost tokens.
    else if ((key === "maximum" || key === "minimum") && Math.abs(value as number) >= Number.MAX_SAFE_INTEGER) continue;
    else if (key === "properties") {
      const required = new Set(node.required ?? []);
      const properties: Record<string, JsonSchema> = {};
      for (const [name, child] of Object.entries(value as Record<string, JsonSchema>)) {
        // Strict mode lists every property as required; an optional one becomes "this or null".
        properties[name] = required.has(name) ? strictNode(child) : { anyOf: [strictNode(child), { type: "null" }] };
      }
      out.properties = properties;
      out.required = Object.keys(properties);
      out.additionalProperties = false;
    } else if (key === "items") out.items = strictNode(value as JsonSchema);
    else if (key === "anyOf") out.anyOf = (value as JsonSchema[]).map(strictNode);
    else if (key === "$defs") {
      out.$defs = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, strictNode(v)]),
      );
    } else if (key !== "required" && key !== "additionalProperties") out[key] = value;
  }
  if (out.type === "object" && !out.properties) {
    out.properties = {};
    out.required = [];
    out.additionalProperties = false;
  }
  return out;
}

/** A structured-output contract: the strict JSON schema sent to the model and how to read its answer. */
export interface StructuredOutput<T> {
  /** `response_format.json_schema.name`. */
  name: string;
  /** Strict-mode JSON schema: every property required, additionalProperties false, no defaults. */
  jsonSchema: Record<string, unknown>;
  /** JSON text -> value, or a short reason why the text does not fit. */
  parse(content: string | null | undefined): { ok: true; value: T } | { ok: false; reason: string };
}

/** Follows `#/$defs/x` references against the document's root. */
function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  const name = node.$ref?.startsWith("#/$defs/") ? node.$ref.slice("#/$defs/".length) : null;
  return (name && root.$defs?.[name]) || node;
}

function hasType(node: JsonSchema, type: string): boolean {
  return node.type === type || (Array.isArray(node.type) && node.type.includes(type));
}

/**
 * Repairs what models commonly get almost right, guided by the zod-made (non-strict) schema:
 * decimals where integers are due are rounded, numbers sent as strings become numbers, and the
 * null a strict schema forces for an optional property is dropped again.
 */
function normalize(value: unknown, schemaNode: JsonSchema, root: JsonSchema): unknown {
  const node = resolve(schemaNode, root);
  const numeric = hasType(node, "integer") || hasType(node, "number");
  let current = value;
  if (numeric && typeof current === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(current)) current = Number(current);
  if (typeof current === "number" && hasType(node, "integer") && !hasType(node, "number")) return Math.round(current);
  if (Array.isArray(current) && node.items)
    return current.map((item) => normalize(item, node.items as JsonSchema, root));
  if (current && typeof current === "object" && !Array.isArray(current) && node.properties) {
    const required = new Set(node.required ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(current)) {
      const child = node.properties[key];
      if (!child) out[key] = item;
      else if (item === null && !required.has(key)) continue;
      else out[key] = normalize(item, child, root);
    }
    return out;
  }
  return current;
}

/** Text -> JSON, tolerating a Markdown code fence or a sentence around the object (local models do that). */
function parseJsonText(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(text);
  } catch (error) {
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start >= 0 && end > start) return JSON.parse(text.slice(start, end + 1));
    throw error;
  }
}

export function structuredOutput<T>(name: string, schema: ZodType<T>): StructuredOutput<T> {
  const generated = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  return {
    name,
    jsonSchema: strictNode(generated),
    parse(content) {
      if (!content?.trim()) return { ok: false, reason: "the answer was empty" };
      let data: unknown;
      try {
        data = parseJsonText(content);
      } catch {
        return { ok: false, reason: "the answer was not valid JSON" };
      }
      const result = schema.safeParse(normalize(data, generated, generated));
      if (result.success) return { ok: true, value: result.data };
      const issue = result.error.issues[0];
      return {
        ok: false,
        reason: `the JSON did not match the schema (${issue?.path.join(".") || "root"}: ${issue?.message})`,
      };
    },
  };
}
