export const DEFAULT_REDIRECT = "/home";

/**
 * Returns a same-site path to go to after sign-in. Only paths that start with one "/" are accepted,
 * so "//evil.example", "/\\evil.example" and absolute URLs cannot send the user elsewhere.
 */
export function safeRedirectTarget(candidate: string | null | undefined, fallback = DEFAULT_REDIRECT): string {
  if (!candidate) return fallback;
  const value = candidate.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.includes("\\") || [...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
