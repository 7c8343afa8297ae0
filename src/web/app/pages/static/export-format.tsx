import { Link } from "react-router";
import { inlineLink } from "./link-classes.js";
import { BulletList, Section } from "./static-page.js";

/**
 * Every section of the export, in the file's order, and what it holds: the guide's description of
 * the format, held to the contract's sections by export-format.test.ts.
 */
export const exportSections = [
  ["user", "the account: id, username, email, gender, role, when it was created"],
  ["profile", "the body profile (age, gender, weight kg, height cm, activity, body preferences) or null"],
  ["goals", "nutrition goals: name, calories, proteins, carbs, fats, startDate, endDate, description, isActive"],
  [
    "meals",
    "meals: food, calories, proteins, carbs, fats (whole numbers), macrosGiven, mealType, timestamp (UTC), localDate, notes, foodId and grams when logged from a food, micronutrients (null where unknown)",
  ],
  ["weighIns", "weigh-ins: date (local day), weightKg, note"],
  ["measurements", "measurements: date, waistCm, hipsCm, chestCm, neckCm, armCm, thighCm, bodyFatPercent, note"],
  ["dayMarks", "days marked partial or fasted"],
  ["checkIns", "weekly check-ins: the expenditure, its interval and confidence, the proposal, accepted or not"],
  ["foods", "own foods: name, basis (g or ml), composition per 100 g or ml, barcode, named portions"],
  ["recipes", "own recipes: the same, with servings and ingredients (foodId, grams)"],
  [
    "catalogFoods",
    "the shared foods meals and ingredients name: id, slug, barcode, name (to find them on another server)",
  ],
  ["chatMessages", "the assistant conversations"],
  ["aiRecommendations", "suggestions kept until new ones are asked for"],
  ["mealImages", "generated meal pictures, base64"],
  ["subscriptions", "subscriptions, as the payment provider reported them"],
  ["payments", "checkouts, paid or not, amounts in cents"],
  ["paymentCustomers", "payment provider customer ids"],
  ["apiKeys", "API keys, masked (never the key)"],
  ["contactMessages", "messages sent through the contact form"],
  ["sessions", "signed-in browsers: when, until when, which browser (no token)"],
  ["registrations", "where the account was registered from"],
] as const;

/** /guide: importing a history, and the export's format so other programs can read it. */
export function ImportExportSections() {
  return (
    <>
      <Section id="import" title="Importing your history">
        <p>
          On{" "}
          <Link to="/import" className={inlineLink}>
            Import
          </Link>{" "}
          (linked from your profile and the export card) choose a file: a MyFitnessPal export ZIP, Cronometer's CSV
          files, a Lose It! export, Apple Health's export.zip or export.xml, a spreadsheet with date, meal, food,
          calories, protein, carbs and fat (download the template there), or a Macrowise export from another server. You
          see what it holds first (dates, meals, foods, weigh-ins, measurements, rows it could not read and why) and
          choose what to bring in. Nothing is stored until you confirm; then all of it is stored, or none. Importing the
          same file again adds nothing twice, and each import can be undone as a whole.
        </p>
      </Section>
      <Section id="export-format" title="The export's format">
        <p>
          Export data (JSON) downloads one JSON object. <code>format</code> is <code>"macrowise-export"</code> and{" "}
          <code>version</code> is <code>1</code> (raised only when a field changes meaning or goes away; new sections
          and fields keep it). <code>exportedAt</code> is when it was made (ISO 8601, UTC) and <code>timeZone</code> the
          zone local days are given in. Every other key is a section; ids are this server's, and every reference (a
          meal's or an ingredient's <code>foodId</code>) points at a record of the same file:
        </p>
        <BulletList
          items={exportSections.map(([name, holds]) => (
            <span key={name}>
              <code>{name}</code>: {holds}
            </span>
          ))}
        />
        <p>
          Export data (CSV, ZIP) holds the same sections as CSV files named in snake case (<code>weigh_ins.csv</code>),
          nested fields as dotted columns, portions and ingredients in files of their own, meal pictures as files, and a{" "}
          <code>manifest.json</code> (format <code>"macrowise-export-csv"</code>) listing each file and its rows. Cells
          starting with = + - @ are prefixed with an apostrophe so spreadsheets do not run them. Never in either: a
          password, a session token or an API key, or their hashes.
        </p>
      </Section>
    </>
  );
}
