import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Import } from "../../../shared/contracts/imports.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { days, genericCsv, multipart } from "./test-support.js";

const ZONE = "Europe/Rome";
const day = days(ZONE);
const ITALIAN = { "x-language": "it" };
let t: TestApp;
let ada: SignedInClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "macrowise-imports-it-"));
  t = await createTestApp({ dataDir });
  ada = await signedIn(t.app, "adaitalian", ZONE);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadIn = (headers: Record<string, string>, name: string, content: string) => {
  const form = multipart(name, content);
  return ada.client.post("/api/imports", form.body, { ...form.headers, ...headers });
};

describe("an import answered in the asker's language", () => {
  it("says the rows it could not read in Italian, and the same import in English to an English page", async () => {
    const csv = genericCsv([
      [day(-2), "Lunch", "Pasta", 700, 25, 100, 18],
      [day(-2), "Dinner", "", 300, 10, 20, 5],
      [day(-1), "Dinner", "Soup", 200, "lots", 20, 5],
    ]);
    const res = await uploadIn(ITALIAN, "pasti.csv", csv);
    expect(res.statusCode, res.body).toBe(201);
    const italian = res.json() as Import;
    expect(italian.preview?.problems.map((problem) => problem.reason)).toEqual([
      "Manca il nome dell'alimento.",
      "Non è un numero (o è sotto 0): Protein.",
    ]);
    expect(italian.preview?.counts.meals).toBe(1);

    const english = await ada.client.get(`/api/imports/${italian.id}`, { "x-language": "en" });
    expect((english.json() as Import).preview?.problems.map((problem) => problem.reason)).toEqual([
      "No food name.",
      "Not a number (or below 0): Protein.",
    ]);
    const listed = await ada.client.get("/api/imports", ITALIAN);
    const row = (listed.json() as { imports: Import[] }).imports.find((item) => item.id === italian.id);
    expect(row?.preview?.problems[0]?.reason).toBe("Manca il nome dell'alimento.");
  });

  it("refuses a file it cannot read in Italian", async () => {
    const binary = await uploadIn(ITALIAN, "foto.csv", "\u0000\u0001\u0002\u0003\u0000 not text");
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe("Il file non è né uno ZIP né testo (CSV, XML o JSON).");

    const json = await uploadIn(ITALIAN, "rotto.json", '{"format": ');
    expect(json.statusCode).toBe(400);
    // The reader names the file as the server keeps it (the import's id), not as it was uploaded.
    expect(json.json().message).toMatch(/^\S+ non è un JSON valido\.$/);
    const english = await uploadIn({ "x-language": "en" }, "rotto.json", '{"format": ');
    expect(english.json().message).toMatch(/^\S+ is not valid JSON\.$/);
  });
});
