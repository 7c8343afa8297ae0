import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { guardPage } from "../../../shared/domain/page-guard.js";
import { testClock } from "../../test/payments.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";
import { importFiles } from "./files.js";
import type { ParsedImport, ReadOptions } from "./read/parsed.js";
import { readImport } from "./read/read-import.js";
import { importsRepository } from "./repository.js";
import { importsService } from "./service.js";
import { importStoreRepository } from "./store-repository.js";
import { upload } from "./test-support.js";

/**
 * The work goes on without the request: a read slower than the wait answers 202 with the import
 * reading, its progress is written as it goes, and the preview is there when it ends. And an
 * expired trial may still bring its data in.
 */
const ZONE = "Europe/Rome";
const clock = testClock();
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "macrowise-imports-bg-"));
  t = await createTestApp({ dataDir, now: clock.now });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A reader held until `release()`, reporting half the file read meanwhile. */
function heldReader() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const read = async (file: string, options: ReadOptions): Promise<ParsedImport> => {
    options.onProgress?.({ bytesRead: 50, totalBytes: 100 });
    await held;
    return readImport(file, options);
  };
  return { read, release: () => release() };
}

describe("a file read after the request has been answered", () => {
  it("answers 202 reading, shows its progress, and has the preview when the read ends", async () => {
    const reader = heldReader();
    const db = t.database.db;
    const service = importsService({
      repo: importsRepository(db),
      store: importStoreRepository(db),
      files: importFiles(path.join(dataDir, "imports")),
      read: reader.read,
      log: t.app.log,
      now: clock.now,
      waitMs: 50,
    });
    const user = await signedIn(t.app, "slowreader", ZONE);
    const today = localDayOf(clock.now(), ZONE);
    const csv = `Date,Meal,Food,Calories,Protein,Carbs,Fat\n${addDays(today, -1)},Lunch,Soup,300,10,30,8\n`;
    const answered = await service.upload(
      user.id,
      { fileName: "slow.csv", stream: Readable.from([Buffer.from(csv)]), truncated: () => false },
      ZONE,
    );
    expect(answered.status).toBe(202);
    expect(answered.body).toMatchObject({ state: "reading", preview: null });
    // The progress the reader reported is on the row, for any page (or instance) to read.
    await expect.poll(async () => (await service.get(user.id, answered.body.id)).progress.done).toBe(50);
    // A second file waits for the first.
    await expect(
      service.upload(
        user.id,
        { fileName: "b.csv", stream: Readable.from([Buffer.from(csv)]), truncated: () => false },
        ZONE,
      ),
    ).rejects.toMatchObject({ statusCode: 409 });

    reader.release();
    await expect.poll(async () => (await service.get(user.id, answered.body.id)).state).toBe("ready");
    const ready = await service.get(user.id, answered.body.id);
    expect(ready.preview?.counts.meals).toBe(1);
    // The same import through HTTP: the person's page finds it where the service left it.
    const seen = await user.client.get(`/api/imports/${ready.id}`);
    expect(seen.json()).toMatchObject({ state: "ready", progress: { done: ready.fileBytes } });
    await service.close();
  });
});

describe("after the trial and its grace", () => {
  it("a person may still import their data", async () => {
    const user = await signedIn(t.app, "latecomer", ZONE);
    clock.advanceDays(13);
    expect((await user.client.get("/api/trial-status")).json()).toMatchObject({
      trialActive: false,
      graceActive: false,
    });
    const today = localDayOf(clock.now(), ZONE);
    const csv = `Date,Meal,Food,Calories,Protein,Carbs,Fat\n${addDays(today, -1)},Lunch,Soup,300,10,30,8\n`;
    const res = await upload(user.client, "late.csv", csv);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await user.client.post(`/api/imports/${res.json().id}/confirm`, {}, { "x-time-zone": ZONE });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().result.stored.meals).toBe(1);
    // And the page stays open to them (the one guard rule, server and browser), as the export does.
    expect(guardPage({ path: "/import", search: "", signedIn: true, hasAccess: false })).toEqual({ kind: "render" });
    expect(guardPage({ path: "/import", search: "", signedIn: false, hasAccess: false })).toEqual({
      kind: "redirect",
      to: "/auth?redirect=%2Fimport",
    });
  });
});
