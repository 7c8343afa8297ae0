/**
 * The catalog files' CSV: RFC 4180 fields (quoted when they hold a comma or a quote, quotes
 * doubled), one record per line, '#' comment lines before the header. Dependency-free and strict.
 */

export class CatalogFormatError extends Error {}

export function fail(file: string, line: number, message: string): never {
  throw new CatalogFormatError(`${file} line ${line}: ${message}`);
}

/** Splits one CSV record into its fields. */
export function splitRecord(text: string, file: string, line: number): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = "";
    if (text[i] === '"') {
      i++;
      // Whole runs between quotes at once: 9,000 rows of names and portions, no string per character.
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) fail(file, line, "unterminated quoted field");
        field += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      if (i < text.length && text[i] !== ",") fail(file, line, "unexpected character after a closing quote");
    } else {
      const end = text.indexOf(",", i);
      field = end === -1 ? text.slice(i) : text.slice(i, end);
      if (field.includes('"')) fail(file, line, "quote inside an unquoted field");
      i = end === -1 ? text.length : end;
    }
    fields.push(field);
    if (i >= text.length) return fields;
    i++; // the comma
  }
}

/** One field, quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The data records of a catalog file after its '#' comments and the exact `header`, each with its
 * 1-based line number; throws when the header is missing or different.
 */
export function catalogRecords(
  text: string,
  file: string,
  header: readonly string[],
): { fields: string[]; line: number }[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const records: { fields: string[]; line: number }[] = [];
  let headerSeen = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.startsWith("#") || raw.trim() === "") return;
    const fields = splitRecord(raw, file, line);
    if (!headerSeen) {
      if (fields.join(",") !== header.join(",")) fail(file, line, `expected the header '${header.join(",")}'`);
      headerSeen = true;
      return;
    }
    if (fields.length !== header.length) fail(file, line, `expected ${header.length} fields, got ${fields.length}`);
    records.push({ fields, line });
  });
  if (!headerSeen) throw new CatalogFormatError(`${file}: the header line is missing`);
  return records;
}

/** 'name:grams|name:grams' -> portions; the last ':' separates (names may hold colons). */
export function parsePortionList(value: string, file: string, line: number): { name: string; grams: number }[] {
  if (value.trim() === "") return [];
  return value.split("|").map((part) => {
    const colon = part.lastIndexOf(":");
    const name = part.slice(0, colon).trim();
    const grams = part.slice(colon + 1).trim();
    if (colon === -1 || name === "") fail(file, line, `portion '${part}' must look like 'name:grams'`);
    if (!/^\d+(?:\.\d+)?$/.test(grams) || Number(grams) <= 0)
      fail(file, line, `portion '${part}' needs a positive weight`);
    return { name, grams: Number(grams) };
  });
}
