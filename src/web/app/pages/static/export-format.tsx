import { Link } from "react-router";
import { msg } from "../../../../shared/i18n/msg.js";
import { i18n } from "../../../lib/i18n.js";
import { inlineLink } from "./link-classes.js";
import { BulletList, Section } from "./static-page.js";
import { keep, withParts } from "./text-parts.js";

/**
 * Every section of the export, in the file's order, and what it holds: the guide's description of
 * the format, held to the contract's sections by export-format.test.ts.
 */
export const exportSections = [
  ["user", msg("the account: id, username, email, gender, role, when it was created")],
  ["profile", msg("the body profile (age, gender, weight kg, height cm, activity, body preferences) or null")],
  ["goals", msg("nutrition goals: name, calories, proteins, carbs, fats, startDate, endDate, description, isActive")],
  [
    "meals",
    msg(
      "meals: food, calories, proteins, carbs, fats (whole numbers), macrosGiven, mealType, timestamp (UTC), localDate, notes, foodId and grams when logged from a food, micronutrients (null where unknown)",
    ),
  ],
  ["weighIns", msg("weigh-ins: date (local day), weightKg, note")],
  ["measurements", msg("measurements: date, waistCm, hipsCm, chestCm, neckCm, armCm, thighCm, bodyFatPercent, note")],
  ["dayMarks", msg("days marked partial or fasted")],
  ["checkIns", msg("weekly check-ins: the expenditure, its interval and confidence, the proposal, accepted or not")],
  ["foods", msg("own foods: name, basis (g or ml), composition per 100 g or ml, barcode, named portions")],
  ["recipes", msg("own recipes: the same, with servings and ingredients (foodId, grams)")],
  [
    "catalogFoods",
    msg("the shared foods meals and ingredients name: id, slug, barcode, name (to find them on another server)"),
  ],
  ["chatMessages", msg("the assistant conversations")],
  ["aiRecommendations", msg("suggestions kept until new ones are asked for")],
  ["mealImages", msg("generated meal pictures, base64")],
  ["subscriptions", msg("subscriptions, as the payment provider reported them")],
  ["payments", msg("checkouts, paid or not, amounts in cents")],
  ["paymentCustomers", msg("payment provider customer ids")],
  ["apiKeys", msg("API keys, masked (never the key)")],
  ["contactMessages", msg("messages sent through the contact form")],
  ["sessions", msg("signed-in browsers: when, until when, which browser (no token)")],
  ["registrations", msg("where the account was registered from")],
] as const;

/** /guide: importing a history, and the export's format so other programs can read it. */
export function ImportExportSections() {
  const importPage = (
    <Link to="/import" className={inlineLink}>
      {i18n._("Import")}
    </Link>
  );
  const json = {
    format: <code>format</code>,
    formatName: <code>"macrowise-export"</code>,
    version: <code>version</code>,
    one: <code>1</code>,
    exportedAt: <code>exportedAt</code>,
    timeZone: <code>timeZone</code>,
    foodId: <code>foodId</code>,
  };
  const csv = {
    file: <code>weigh_ins.csv</code>,
    manifest: <code>manifest.json</code>,
    formatName: <code>"macrowise-export-csv"</code>,
  };
  return (
    <>
      <Section id="import" title={i18n._("Importing your history")}>
        <p>
          {withParts(
            i18n._(
              "On {importPage} (linked from your profile and the export card) choose a file: a MyFitnessPal export ZIP, Cronometer's CSV files, a Lose It! export, Apple Health's export.zip or export.xml, a spreadsheet with date, meal, food, calories, protein, carbs and fat (download the template there), or a Macrowise export from another server. You see what it holds first (dates, meals, foods, weigh-ins, measurements, rows it could not read and why) and choose what to bring in. Nothing is stored until you confirm; then all of it is stored, or none. Importing the same file again adds nothing twice, and each import can be undone as a whole.",
              keep({ importPage }),
            ),
            { importPage },
          )}
        </p>
      </Section>
      <Section id="export-format" title={i18n._("The export's format")}>
        <p>
          {withParts(
            i18n._(
              "Export data (JSON) downloads one JSON object. {format} is {formatName} and {version} is {one} (raised only when a field changes meaning or goes away; new sections and fields keep it). {exportedAt} is when it was made (ISO 8601, UTC) and {timeZone} the zone local days are given in. Every other key is a section; ids are this server's, and every reference (a meal's or an ingredient's {foodId}) points at a record of the same file:",
              keep(json),
            ),
            json,
          )}
        </p>
        <BulletList
          items={exportSections.map(([name, holds]) => (
            <span key={name}>
              <code>{name}</code>: {i18n._(holds)}
            </span>
          ))}
        />
        <p>
          {withParts(
            i18n._(
              "Export data (CSV, ZIP) holds the same sections as CSV files named in snake case ({file}), nested fields as dotted columns, portions and ingredients in files of their own, meal pictures as files, and a {manifest} (format {formatName}) listing each file and its rows. Cells starting with = + - @ are prefixed with an apostrophe so spreadsheets do not run them. Never in either: a password, a session token or an API key, or their hashes.",
              keep(csv),
            ),
            csv,
          )}
        </p>
      </Section>
    </>
  );
}
