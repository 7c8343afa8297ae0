// npm run i18n:check (in .ci/run): every text of the interface is in every language's catalog and
// translated there, and the compiled catalogs the app loads are the ones the .po files make.
// It extracts the catalogs from the code again, so a text added without `npm run i18n:extract`
// shows up as a change, then reads each non-English .po file for empty translations.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const lingui = (args) =>
  execFileSync(process.execPath, ["node_modules/@lingui/cli/dist/lingui.js", ...args], { stdio: "pipe" });

lingui(["extract", "--clean"]);
lingui(["compile", "--typescript"]);
execFileSync(process.execPath, ["scripts/i18n-trim-source.mjs"], { stdio: "pipe" });

/** The entries of a .po file: msgid and msgstr with their continuation lines joined. */
function entriesOf(file) {
  const entries = [];
  let entry = null;
  let field = null;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    if (start) {
      if (start[1] === "msgid") {
        entry = { msgid: "", msgstr: "" };
        entries.push(entry);
      }
      field = start[1];
      entry[field] = JSON.parse(`"${start[2]}"`);
    } else if (entry && field && /^".*"$/.test(line)) {
      entry[field] += JSON.parse(line);
    }
  }
  return entries.filter((e) => e.msgid !== "");
}

const catalogs = [];
(function walk(dir) {
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) walk(full);
    else if (/\/locales\/[a-z]{2}\.po$/.test(full) && !full.endsWith("/en.po")) catalogs.push(full);
  }
})("src");

let missing = 0;
let total = 0;
// The catalogs are merged into one module per language, where a text has one translation: the
// same English in two catalogs must say the same thing in each (else the merge picks one).
const translations = new Map();
for (const file of catalogs.sort()) {
  for (const { msgid, msgstr } of entriesOf(file)) {
    total++;
    if (msgstr.trim() === "") {
      missing++;
      console.error(`${file}: not translated: ${JSON.stringify(msgid)}`);
      continue;
    }
    const key = `${path.basename(file)} ${msgid}`;
    if (!translations.has(key)) translations.set(key, new Map());
    translations.get(key).set(msgstr, file);
  }
}
let conflicts = 0;
for (const [key, seen] of translations) {
  if (seen.size < 2) continue;
  conflicts++;
  const each = [...seen].map(([msgstr, file]) => `${JSON.stringify(msgstr)} (${file})`).join(", ");
  console.error(`translated differently: ${JSON.stringify(key.slice(key.indexOf(" ") + 1))}: ${each}`);
}

const git = spawnSync("git", ["status", "--porcelain", "--", "*.po", "src/shared/i18n/catalogs"], {
  encoding: "utf8",
});
const changed = git.status === 0 ? git.stdout.trim() : "";
if (changed) {
  console.error(`The catalogs are not up to date with the code (run npm run i18n:extract and translate):\n${changed}`);
}
console.log(
  `${total} translations checked in ${catalogs.length} catalogs; ${missing} missing, ${conflicts} translated differently`,
);
if (missing > 0 || conflicts > 0 || changed) process.exit(1);
