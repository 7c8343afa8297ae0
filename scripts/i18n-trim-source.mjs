// After `lingui compile`: the English catalog keeps only what needs it. English is the source, so
// a plain text's id is its English already; only messages with placeholders, plurals or an id of
// their own need a compiled entry. The rest come back as their id (createI18n's `missing` for the
// source language). About 80 % of the catalog's bytes, loaded before every English page's first
// render, are not shipped.
import fs from "node:fs";

const file = "src/shared/i18n/catalogs/en.ts";
const source = fs.readFileSync(file, "utf8");
const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
if (!match) throw new Error(`${file}: no JSON.parse("...") to trim`);
const messages = JSON.parse(JSON.parse(match[1]));
const needed = Object.fromEntries(
  Object.entries(messages).filter(([id, compiled]) => !(compiled.length === 1 && compiled[0] === id)),
);
const trimmed = source.replace(match[0], `JSON.parse(${JSON.stringify(JSON.stringify(needed))})`);
fs.writeFileSync(file, trimmed);
console.log(`${file}: ${Object.keys(needed).length} of ${Object.keys(messages).length} messages need compiling`);
