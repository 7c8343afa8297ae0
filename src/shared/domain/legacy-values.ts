/** Older clients stored Italian values for gender and activity level (spec core 1 and 5). */

export const genders = ["male", "female", "other"] as const;
export const activityLevels = ["sedentary", "light", "moderate", "active", "very_active"] as const;

const legacyGenders: Record<string, (typeof genders)[number]> = {
  maschio: "male",
  uomo: "male",
  femmina: "female",
  donna: "female",
  altro: "other",
};

const legacyActivityLevels: Record<string, (typeof activityLevels)[number]> = {
  sedentario: "sedentary",
  sedentaria: "sedentary",
  leggero: "light",
  leggera: "light",
  moderato: "moderate",
  moderata: "moderate",
  attivo: "active",
  attiva: "active",
  molto_attivo: "very_active",
  molto_attiva: "very_active",
  "molto attivo": "very_active",
  "molto attiva": "very_active",
  "very active": "very_active",
};

function normalise(value: unknown): string | null {
  return typeof value === "string" ? value.trim().toLowerCase().replace(/\s+/g, " ") : null;
}

/** The English value for an Italian (or differently cased) one; anything else is returned as is. */
export function mapLegacyGender(value: unknown): unknown {
  const key = normalise(value);
  if (key === null) return value;
  return legacyGenders[key] ?? ((genders as readonly string[]).includes(key) ? key : value);
}

export function mapLegacyActivityLevel(value: unknown): unknown {
  const key = normalise(value);
  if (key === null) return value;
  return legacyActivityLevels[key] ?? ((activityLevels as readonly string[]).includes(key) ? key : value);
}
