import { afterAll, describe, expect, it } from "vitest";
import { fixtureZip, hostile, removeTempFiles, tempFile } from "./fixtures/build.js";
import { readImportIsolated } from "./isolated.js";
import { ImportFileError, type ReadProgress } from "./parsed.js";
import { readImport } from "./read-import.js";

afterAll(removeTempFiles);

describe("readImportIsolated (a worker thread with a heap of its own)", () => {
  it("gives what readImport gives, with progress", async () => {
    const path = await tempFile("cronometer.zip", fixtureZip("cronometer"));
    const progress: ReadProgress[] = [];
    const isolated = await readImportIsolated(path, { timeZone: "Europe/Rome", onProgress: (p) => progress.push(p) });
    expect(isolated).toEqual(await readImport(path, { timeZone: "Europe/Rome" }));
    expect(progress.at(-1)).toEqual({ bytesRead: progress.at(-1)?.totalBytes, totalBytes: expect.any(Number) });
  }, 30_000);

  it("passes a refusal on as the same ImportFileError", async () => {
    const error = await readImportIsolated(await tempFile("export.xml", hostile.xxe()), { timeZone: "UTC" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ code: "xml-entities" });
  }, 30_000);

  it("turns running out of its heap into a clear refusal, and the server goes on", async () => {
    const path = await tempFile("cronometer.zip", fixtureZip("cronometer"));
    const error = await readImportIsolated(path, { timeZone: "UTC", heapMb: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ code: "too-large", message: expect.stringMatching(/more memory/) });
  }, 30_000);

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const reading = readImportIsolated(await tempFile("cronometer.zip", fixtureZip("cronometer")), {
      timeZone: "UTC",
      signal: controller.signal,
    });
    controller.abort(new Error("the person left"));
    await expect(reading).rejects.toThrow("the person left");
  }, 30_000);
});
