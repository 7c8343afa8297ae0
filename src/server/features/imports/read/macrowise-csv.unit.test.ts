import { afterAll, describe, expect, it } from "vitest";
import type { ExportData } from "../../../../shared/contracts/export.js";
import type { MealRow } from "../../../db/schema/index.js";
import { type CsvSections, csvFileName, mealsCsv, sectionCsvFiles } from "../../export/csv-files.js";
import { fixtureBytes, removeTempFiles, tempFile, zipOf } from "./fixtures/build.js";
import { readImport } from "./read-import.js";

afterAll(removeTempFiles);

/**
 * Macrowise's ZIP of CSVs, written here by the export's own writer (export/csv-files.ts) from the
 * JSON fixture: reading it back must give what reading the JSON gives.
 */
const json = JSON.parse(fixtureBytes("macrowise/export.json").toString("utf8")) as ExportData;
// The fixture's fourth meal is broken on purpose; the writer only writes stored meals.
const meals = json.meals.slice(0, 3);

function csvZip(extra: Record<string, string> = {}): Buffer {
  const rows = meals.map(
    (m) =>
      ({
        ...m,
        ...(m.micronutrients ?? {}),
        eatenAt: new Date(m.timestamp),
        macrosGiven: m.macrosGiven,
      }) as unknown as MealRow,
  );
  const { format, version, exportedAt, timeZone, meals: _meals, mealImages: _images, ...sections } = json;
  const files = [
    { name: csvFileName("meals"), text: mealsCsv(rows, timeZone) },
    ...sectionCsvFiles({ ...sections, mealImages: [] } as CsvSections),
  ];
  const manifest = { format: "macrowise-export-csv", version, exportedAt, timeZone, files: [] };
  return zipOf({
    "manifest.json": JSON.stringify(manifest),
    ...Object.fromEntries(files.map((f) => [f.name, f.text])),
    ...extra,
  });
}

describe("Macrowise's ZIP of CSVs", () => {
  it("reads back what the JSON export holds", async () => {
    const fromJson = await readImport(await tempFile("export.json", fixtureBytes("macrowise/export.json")), {
      timeZone: "Europe/Rome",
    });
    const fromZip = await readImport(await tempFile("export.zip", csvZip()), { timeZone: "Europe/Rome" });
    expect(fromZip.source).toBe("macrowise");
    const strip = <T extends { file: string; line: number }>(rows: T[]) =>
      rows.map(({ file: _f, line: _l, ...rest }) => rest);
    expect(strip(fromZip.meals)).toEqual(strip(fromJson.meals));
    expect(strip(fromZip.weighIns)).toEqual(strip(fromJson.weighIns));
    expect(strip(fromZip.measurements)).toEqual(strip(fromJson.measurements));
    expect(fromZip.macrowise?.foods).toEqual(fromJson.macrowise?.foods);
    expect(fromZip.macrowise?.catalogFoods).toEqual(fromJson.macrowise?.catalogFoods);
    expect(fromZip.macrowise?.goals).toEqual(fromJson.macrowise?.goals);
    expect(fromZip.macrowise?.dayMarks).toEqual(fromJson.macrowise?.dayMarks);
    expect(fromZip.macrowise?.dayMarks).toHaveLength(1);
    expect(fromZip.macrowise?.profile).toMatchObject({ name: "Anna", age: 34, height: 168 });
    expect(fromZip.problems).toEqual([]);
    expect(fromZip.reported.map((r) => r.what.split(":")[0])).toEqual(
      expect.arrayContaining(["chatMessages", "subscriptions"]),
    );
  });

  it("gives a formula-escaped food name back as written", async () => {
    const text = fixtureBytes("macrowise/export.json").toString("utf8");
    expect(text).toContain('"food": "Oats"');
    meals[0] = { ...(meals[0] as (typeof meals)[number]), food: "=1+1 porridge" };
    try {
      const parsed = await readImport(await tempFile("export.zip", csvZip()), { timeZone: "Europe/Rome" });
      expect(parsed.meals[0]?.name).toBe("=1+1 porridge");
    } finally {
      meals[0] = json.meals[0] as (typeof meals)[number];
    }
  });

  it("points at the line of a meal it cannot read", async () => {
    const broken = await readImport(
      await tempFile(
        "export.zip",
        zipOf({
          "manifest.json": JSON.stringify({
            format: "macrowise-export-csv",
            version: 1,
            exportedAt: "2026-05-02T10:00:00.000Z",
            timeZone: "Europe/Rome",
          }),
          "meals.csv":
            "id,date,time,timestamp,mealType,food,calories\r\n1,2026-04-30,07:30,2026-04-30T05:30:00.000Z,brunch,Oats,311\r\n",
        }),
      ),
      { timeZone: "Europe/Rome" },
    );
    expect(broken.meals).toEqual([]);
    expect(broken.problems).toEqual([
      { file: "manifest.json", line: 2, reason: expect.stringMatching(/^meals\[0\]: mealType/) },
    ]);
  });
});
