const FRACTIONS: Record<string, string> = {
  "0.125": "1/8",
  "0.167": "1/6",
  "0.2": "1/5",
  "0.25": "1/4",
  "0.33": "1/3",
  "0.333": "1/3",
  "0.5": "1/2",
  "0.667": "2/3",
  "0.67": "2/3",
  "0.75": "3/4",
  "1.5": "1 1/2",
  "2.5": "2 1/2",
};

/** SR28's amount and measure as people say it: (0.5, 'cup, chopped') -> '1/2 cup, chopped'. */
export function portionName(amount: number, description: string): string {
  const count = FRACTIONS[String(amount)] ?? String(amount);
  return `${count} ${description.replace(/\s+/g, " ").trim()}`;
}
