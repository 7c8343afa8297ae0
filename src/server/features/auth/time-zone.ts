/** An IANA zone name the runtime knows, or null. */
export function validTimeZone(candidate: string): string | null {
  if (candidate.length === 0 || candidate.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: candidate }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
