import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureBytes, fixtureZip, hostile, removeTempFiles, tempFile, zipOf } from "./fixtures/build.js";
import { ImportFileError } from "./parsed.js";
import { readImport } from "./read-import.js";

afterAll(removeTempFiles);

const zone = { timeZone: "Europe/Rome" };

/** The file is refused with a typed error carrying a message for the person, never anything else. */
async function refused(data: Uint8Array | string, name: string, code: string, options = {}) {
  const error = await readImport(await tempFile(name, data), { ...zone, ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  expect((error as ImportFileError).code).toBe(code);
  expect((error as ImportFileError).message.length).toBeGreaterThan(20);
  return error as ImportFileError;
}

describe("hostile ZIPs", () => {
  it("refuses a ZIP bomb by its compression ratio before inflating it", async () => {
    const bomb = hostile.zipBomb(20);
    expect(bomb.length).toBeLessThan(100_000);
    const error = await refused(bomb, "export.zip", "zip-bomb");
    expect(error.message).toMatch(/ZIP bomb/);
  });

  it("reads a legitimate but very repetitive ZIP (one row 100,000 times, about 400:1)", async () => {
    const csv = `date,food,calories\n${"2024-07-01,Apple,52\n".repeat(100_000)}`;
    const parsed = await readImport(await tempFile("apples.zip", zipOf({ "apples.csv": csv }, 9)), zone);
    expect(parsed.meals).toHaveLength(100_000);
    expect(parsed.meals.at(-1)?.key).toBe("generic-csv:meals:2024-07-01|||Apple|#100000");
  }, 30_000);

  it("refuses a ZIP whose total would pass the cap on uncompressed bytes", async () => {
    const zip = fixtureZip("cronometer");
    await refused(zip, "export.zip", "zip-bomb", { limits: { maxUncompressedBytes: 1000 } });
  });

  it("counts the inflated bytes: a header that understates an entry's size is caught", async () => {
    await refused(hostile.lyingSizes(), "export.zip", "zip-bomb");
  });

  it("refuses entries that climb out of the folder or start at the root", async () => {
    const error = await refused(hostile.pathTraversal(), "export.zip", "unsafe-path");
    expect(error.message).toMatch(/outside its own folder/);
    await refused(hostile.absolutePath(), "export.zip", "unsafe-path");
  });

  it("refuses a ZIP of too many entries, and a damaged one", async () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}.txt`, "x"]));
    await refused(zipOf(many), "export.zip", "zip-bomb", { limits: { maxZipEntries: 20 } });
    const cut = fixtureZip("cronometer").subarray(0, 600);
    await refused(cut, "export.zip", "corrupt");
  });

  it("refuses a binary file inside a ZIP posing as a CSV", async () => {
    await refused(zipOf({ "servings.csv": hostile.png() }), "export.zip", "not-what-it-claims");
  });
});

describe("hostile XML", () => {
  it("never resolves an external entity (XXE)", async () => {
    const error = await refused(hostile.xxe(), "export.xml", "xml-entities");
    expect(error.message).not.toMatch(/root:/);
  });

  it("refuses entity declarations (billion laughs) and undeclared entities", async () => {
    await refused(hostile.billionLaughs(), "export.xml", "xml-entities");
    await refused(hostile.undeclaredEntity(), "export.xml", "corrupt");
  });

  it("refuses an XML token that never ends", async () => {
    const xml = `<?xml version="1.0"?><HealthData><Record type="${"x".repeat(3_000_000)}`;
    await refused(xml, "export.xml", "line-too-long");
  });

  it("refuses XML that is not Apple Health's", async () => {
    await refused(hostile.otherXml(), "export.xml", "not-what-it-claims");
  });
});

describe("hostile CSVs and files that are not what they claim", () => {
  it("refuses a CSV of 100,000 columns without building its rows", async () => {
    const error = await refused(hostile.wideCsv(100_000), "wide.csv", "too-many-columns");
    expect(error.message).toMatch(/more than 500 columns/);
  });

  it("refuses a row wider than the limit even when its header is not", async () => {
    const csv = `date,food,calories\n2026-01-01,x,1${",1".repeat(1000)}\n`;
    await refused(csv, "wide.csv", "too-many-columns");
  });

  it("refuses a line longer than the limit (a field that never ends)", async () => {
    await refused(hostile.hugeLine(4), "huge.csv", "line-too-long");
  });

  it("refuses a PNG named .csv or .zip, an empty file, and a CSV no one exports", async () => {
    await refused(hostile.png(), "export.zip", "not-what-it-claims");
    await refused(hostile.png(), "servings.csv", "not-what-it-claims");
    await refused("", "servings.csv", "empty");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("date,food,calories\n", "utf16le")]);
    expect((await refused(utf16, "meals.csv", "not-what-it-claims")).message).toMatch(/CSV UTF-8/);
    const error = await refused("colour,shape\nred,round\n", "data.csv", "unknown-format");
    expect(error.message).toMatch(/MyFitnessPal, Cronometer, Lose It!, Apple Health/);
  });

  it("keeps NUL and other control characters out of names, keys and reasons (PostgreSQL stores no NUL)", async () => {
    // Past the first 4 KB, which the sniffing would refuse as binary.
    const filler = "2026-03-12,Filler,1,1\n".repeat(250);
    const bad = "2026-03-13,Oat\u0000s\u0007,100,x\u0000y\n2026-03-13,Oat\u0000s,90,1\n";
    const parsed = await readImport(await tempFile("nul.csv", `date,food,calories,protein\n${filler}${bad}`), zone);
    expect(JSON.stringify(parsed)).not.toMatch(/\\u0000|\\u0007/);
    expect(parsed.meals.filter((m) => m.date === "2026-03-13").map((m) => [m.name, m.key])).toEqual([
      ["Oats", "generic-csv:meals:2026-03-13|||Oats|"],
    ]);
    expect(parsed.problems).toEqual([{ file: "nul.csv", line: 252, reason: "Not a number (or below 0): protein." }]);
  });

  it("refuses a ZIP with nothing Macrowise reads in it", async () => {
    await refused(zipOf({ "notes.txt": "hello", "photo.jpg": hostile.png() }), "export.zip", "unknown-format");
  });

  it("refuses files over the size limit, on disk and as a stream", async () => {
    const limits = { maxFileBytes: 1000 };
    await refused(fixtureBytes("cronometer/servings.csv"), "servings.csv", "too-large", { limits });
    const stream = Readable.from([Buffer.alloc(600, 65), Buffer.alloc(600, 65)]);
    await expect(readImport({ stream }, { ...zone, limits })).rejects.toMatchObject({ code: "too-large" });
  });

  it("stops at the row limit shared by every file", async () => {
    await refused(fixtureZip("cronometer"), "export.zip", "too-many-rows", { limits: { maxRows: 5 } });
  });
});
