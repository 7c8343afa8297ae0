import fp from "fastify-plugin";
import { controlCharactersMessage } from "../../shared/contracts/text.js";
import { badRequest } from "../errors.js";

const MAX_DEPTH = 32;

/** True when any string (or key) in a parsed JSON value or query holds a NUL. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/**
 * The last line behind the contracts' text rule (`shared/contracts/text.ts`): PostgreSQL cannot
 * store a NUL, so no request carrying one reaches a handler, whatever its schema forgot. It runs
 * after validation, so a field the contracts cover answers with its own message and name first.
 */
export const textGuard = fp(
  async (app) => {
    app.addHook("preHandler", async (request) => {
      if (containsNul(request.query) || containsNul(request.body)) throw badRequest(controlCharactersMessage);
    });
  },
  { name: "text-guard" },
);
