export const homeSections = ["dashboard", "meals", "goals", "profile"] as const;
export type HomeSection = (typeof homeSections)[number];

/** ?section= value to a known section; anything else is the dashboard. */
export function parseHomeSection(value: string | null): HomeSection {
  return homeSections.find((section) => section === value) ?? "dashboard";
}
