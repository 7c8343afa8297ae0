import { type Options, stringify } from "csv-stringify/sync";

/** CSV per RFC 4180 (CRLF rows, quoted fields), with spreadsheet-formula cells defused. */

export type Cell = string | number | null | undefined;

const options: Options = {
  record_delimiter: "\r\n",
  // A CR or LF inside a field is quoted too (with a record delimiter of its own, the library
  // quotes only that delimiter unless told).
  quote_record_delimiter: true,
  // Text that a spreadsheet would run as a formula (starting with = + - @ TAB or CR, or the
  // full-width = + - @ that Apple Numbers reads as such) gets a leading apostrophe.
  escape_formulas: true,
  // Leading or trailing spaces are kept by quoting the field; a leading TAB or CR is not leading
  // once the apostrophe stands before it.
  quoted_match: /^(?![\t\r])\s|\s$/,
  // Numbers are written as numbers; one that is not finite has no value.
  cast: { number: (value) => (Number.isFinite(value) ? String(value) : "") },
};

/** One field, as it stands in a row. */
export function csvCell(value: Cell): string {
  return stringify([[value]], { ...options, eof: false });
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return stringify([header, ...rows], options);
}
