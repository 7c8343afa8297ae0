import { describe, expect, it } from "vitest";
import { messages as english } from "../../shared/i18n/catalogs/en.js";
import { messages as italian } from "../../shared/i18n/catalogs/it.js";
import { createI18n } from "../../shared/i18n/i18n.js";
import type { Locale } from "../../shared/i18n/locales.js";
import { writePluralMessage } from "./plural-message.js";

/** Every placeholder a compiled message names, with the kind it is used as. */
function placeholders(message: unknown, found = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, kind, branches] = token as [string, string?, Record<string, unknown>?];
    if (kind || !found.has(name)) found.set(name, kind ?? "text");
    for (const branch of Object.values(branches ?? {})) placeholders(branch, found);
  }
  return found;
}

const COUNTS = [0, 1, 2, 5, 21, 1000, 1234, 12345, 1.5];
const catalogs: [Locale, Record<string, unknown>][] = [
  ["en", english],
  ["it", italian],
];

describe.each(catalogs)("plural messages of the %s catalog", (locale, messages) => {
  const plurals = Object.entries(messages).filter(([, compiled]) =>
    [...placeholders(compiled).values()].includes("plural"),
  );
  const lingui = createI18n(locale, messages as never);

  it("has plurals to write", () => {
    expect(plurals.length).toBeGreaterThan(20);
  });

  it("writes every plural as Lingui does, for every count, without Lingui's number formatter", () => {
    for (const [id, compiled] of plurals) {
      for (const count of COUNTS) {
        const values: Record<string, unknown> = {};
        for (const [name, kind] of placeholders(compiled)) {
          values[name] = kind === "plural" ? count : kind === "select" ? "lunch" : `<${name}>`;
        }
        const ours = writePluralMessage(compiled, values, locale);
        expect(ours, `${id} with ${count}`).not.toBeNull();
        expect(ours, `${id} with ${count}`).toBe(lingui._(id, values));
      }
    }
  });
});

describe("writePluralMessage", () => {
  const compiled = ["Prova: ", ["days", "plural", { one: ["#", " giorno rimasto"], other: ["#", " giorni rimasti"] }]];

  it("chooses the branch by the language's rule and writes the count as Intl would", () => {
    expect(writePluralMessage(compiled, { days: 1 }, "it")).toBe("Prova: 1 giorno rimasto");
    expect(writePluralMessage(compiled, { days: 12345 }, "it")).toBe("Prova: 12.345 giorni rimasti");
  });

  it("leaves to Lingui what it does not write: no plural, a count that is not a number, another format", () => {
    expect(writePluralMessage(["Ciao ", ["name"]], { name: "Ada" }, "it")).toBeNull();
    expect(writePluralMessage(compiled, { days: "1" }, "it")).toBeNull();
    expect(
      writePluralMessage([["n", "plural", { one: ["#"], other: [["n", "number", "percent"]] }]], { n: 2 }, "en"),
    ).toBeNull();
  });
});
