import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureBytes, fixtureZip, removeTempFiles, tempFile } from "./fixtures/build.js";
import { ImportFileError } from "./parsed.js";
import { readImport } from "./read-import.js";

afterAll(removeTempFiles);

/**
 * Whatever the bytes, readImport answers a ParsedImport or an ImportFileError: never another
 * error (a 500), never a hang. Damaged copies of real fixtures reach deeper than random noise.
 * FUZZ_RUNS=600 runs each property longer (600 x 7 passed here, 37 s).
 */
async function answersOrRefuses(bytes: Uint8Array, name: string): Promise<void> {
  const path = await tempFile(name, bytes);
  const outcome = await readImport(path, { timeZone: "Europe/Rome", answers: { dateOrder: "DMY" } }).then(
    () => "read",
    (error: unknown) => error,
  );
  if (outcome !== "read") expect(outcome).toBeInstanceOf(ImportFileError);
}

/** `bytes` with `flips` bytes replaced at chosen offsets. */
const damaged = (source: Buffer) =>
  fc
    .array(fc.tuple(fc.nat({ max: source.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 8,
    })
    .map((flips) => {
      const copy = Buffer.from(source);
      for (const [at, value] of flips) copy[at] = value;
      return copy;
    });

describe("any bytes: read or refused, never a crash", () => {
  it("random bytes and random text", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), (bytes) => answersOrRefuses(bytes, "upload")),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 400 }), (text) =>
        answersOrRefuses(Buffer.from(`date,food,calories\n${text}`), "upload.csv"),
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  }, 60_000);

  it("damaged ZIPs, CSVs, XML and JSON from the fixtures", async () => {
    const sources: [Buffer, string][] = [
      [fixtureZip("cronometer"), "c.zip"],
      [fixtureZip("myfitnesspal"), "m.zip"],
      [fixtureBytes("loseit/food-logs.csv"), "f.csv"],
      [fixtureBytes("apple-health/export.xml"), "e.xml"],
      [fixtureBytes("macrowise/export.json"), "e.json"],
    ];
    for (const [source, name] of sources)
      await fc.assert(
        fc.asyncProperty(damaged(source), (bytes) => answersOrRefuses(bytes, name)),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
      );
  }, 120_000);
});
