// A translator's helper for one catalog:
//   node scripts/i18n-apply.mjs --missing src/web/features/meals/locales/it.po   prints {msgid: ""} for what is untranslated
//   node scripts/i18n-apply.mjs src/web/features/meals/locales/it.po it.json      writes those translations into it
// The .po file stays the place translations live; this only fills msgstr lines.
import fs from "node:fs";

const [first, second] = process.argv.slice(2);
const listOnly = first === "--missing";
const file = listOnly ? second : first;
if (!file || (!listOnly && !second)) {
  console.error("usage: i18n-apply.mjs --missing FILE.po | i18n-apply.mjs FILE.po TRANSLATIONS.json");
  process.exit(2);
}
const poString = (text) => JSON.stringify(text);
const lines = fs.readFileSync(file, "utf8").split("\n");

/** Walks the entries: [index of msgstr line, number of its continuation lines, msgid, msgstr]. */
function* entries() {
  for (let i = 0; i < lines.length; i++) {
    const id = /^msgid "(.*)"$/.exec(lines[i]);
    if (!id) continue;
    let msgid = JSON.parse(`"${id[1]}"`);
    let j = i + 1;
    while (/^".*"$/.test(lines[j])) msgid += JSON.parse(lines[j++]);
    const str = /^msgstr "(.*)"$/.exec(lines[j]);
    if (!str) continue;
    let msgstr = JSON.parse(`"${str[1]}"`);
    let k = j + 1;
    while (/^".*"$/.test(lines[k] ?? "")) msgstr += JSON.parse(lines[k++]);
    if (msgid !== "") yield { at: j, continuation: k - j - 1, msgid, msgstr };
    i = k - 1;
  }
}

if (listOnly) {
  const missing = {};
  for (const { msgid, msgstr } of entries()) if (!msgstr) missing[msgid] = "";
  console.log(JSON.stringify(missing, null, 2));
} else {
  const translations = JSON.parse(fs.readFileSync(second, "utf8"));
  const found = [...entries()].reverse();
  let applied = 0;
  for (const { at, continuation, msgid } of found) {
    const text = translations[msgid];
    if (typeof text !== "string" || text === "") continue;
    lines.splice(at, continuation + 1, `msgstr ${poString(text)}`);
    applied++;
  }
  fs.writeFileSync(file, lines.join("\n"));
  const unknown = Object.keys(translations).filter((id) => !found.some((e) => e.msgid === id));
  console.log(`${applied} translations written to ${file}`);
  if (unknown.length)
    console.error(`not in the catalog (extract first?): ${unknown.map((u) => JSON.stringify(u)).join(", ")}`);
}
