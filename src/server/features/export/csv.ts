/** CSV per RFC 4180 (CRLF rows, quoted fields), with spreadsheet-formula cells defused. */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type Cell = string | number | null | undefined;

/**
 * One field. Text that a spreadsheet would run as a formula (starting with = + - @ TAB or CR) gets a
 * leading apostrophe; numbers are written as numbers.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: Cell[]): string {
  return cells.map(csvCell).join(",");
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [csvRow(header), ...rows.map(csvRow)].map((line) => `${line}\r\n`).join("");
}
