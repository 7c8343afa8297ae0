import { type ImportSourceName, importSourceLabels } from "../../../shared/contracts/imports.js";

/** 512 MB, 1.4 MB, 830 KB: sizes as people read them (powers of 1024, as the limit is set). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${Math.round((bytes / 1024 / 1024 / 1024) * 10) / 10} GB`;
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const sourceLabel = (source: ImportSourceName | null) => (source ? importSourceLabels[source] : "Unknown file");

/** "1 meal", "2 meals". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/** A local date 'YYYY-MM-DD' as '3 Mar 2026'. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
