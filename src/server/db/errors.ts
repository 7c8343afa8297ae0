/** PostgreSQL error codes the services turn into client errors. */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_CHECK_VIOLATION = "23514";

/** The SQLSTATE of a database error, also when Drizzle wraps it. */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown })?.code;
  if (typeof direct === "string") return direct;
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof cause === "string" ? cause : undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const direct = (error as { constraint?: unknown })?.constraint;
  if (typeof direct === "string") return direct;
  const cause = (error as { cause?: { constraint?: unknown } })?.cause?.constraint;
  return typeof cause === "string" ? cause : undefined;
}
