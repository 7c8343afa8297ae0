import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createEmptyDatabase } from "../../test/empty-database.js";
import { fingerprints, setupRestoredBackup, sql } from "./backup-test-fixture.js";
import { readManifest } from "./read.js";
import { RestoreRefused, restoreBackup } from "./restore.js";

/** The restores that must not run (data without --force, a live server, a cut or newer file, foreign tables), and --force. */
const backup = setupRestoredBackup();

describe("a restore that must not run", () => {
  it("refuses a database that holds data without --force, saying what it would replace, and changes nothing", async () => {
    const before = await fingerprints(backup.restored.url);
    const lines: string[] = [];
    const refusal = await restoreBackup(backup.file, backup.restored.url, {
      force: false,
      log: (line) => lines.push(line),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toContain("the database holds data");
    expect((refusal as Error).message).toContain("--force");
    const plan = lines.join("\n");
    expect(plan).toMatch(/table\s+in the file\s+now there/);
    expect(plan).toMatch(/\n\s+meals\s+\d+\s+\d+/);
    expect(await fingerprints(backup.restored.url)).toEqual(before);
  });

  it("refuses a live embedded server's database even when empty", async () => {
    const empty = await createEmptyDatabase("macrowise_live");
    backup.cleanups.push(empty.drop);
    const refusal = await restoreBackup(backup.file, empty.url, {
      force: false,
      liveServer: "the embedded PostgreSQL in /x belongs to a running server (process 1)",
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toContain("belongs to a running server");
  });

  it("leaves the database as it was when the file is cut short (all or nothing)", async () => {
    const bytes = await fs.readFile(backup.file);
    const cut = path.join(backup.dir, "cut.backup");
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const before = await fingerprints(backup.restored.url);
    await expect(restoreBackup(cut, backup.restored.url, { force: true })).rejects.toThrow(/damaged or incomplete/);
    expect(await fingerprints(backup.restored.url)).toEqual(before);
  });

  it("refuses a file made by a newer version, and a database with tables that are not Macrowise's", async () => {
    const other = await createEmptyDatabase("macrowise_foreign");
    backup.cleanups.push(other.drop);
    await sql(other.url, "CREATE TABLE invoices (id int)");
    await expect(restoreBackup(backup.file, other.url, { force: true })).rejects.toThrow(
      /not Macrowise's \(invoices\)/,
    );
    expect((await sql(other.url, "SELECT to_regclass('invoices') AS t"))[0]).toEqual({ t: "invoices" });

    const manifest = await readManifest(backup.file);
    manifest.migrations.push({ hash: "future", createdAt: 9_999_999_999_999 });
    const { gzipSync } = await import("node:zlib");
    const future = path.join(backup.dir, "future.backup");
    await fs.writeFile(future, gzipSync(`MACROWISE BACKUP 1\n${JSON.stringify(manifest)}\n`));
    await expect(restoreBackup(future, other.url, { force: true })).rejects.toThrow(/made by a newer version/);
  });

  it("with --force, replaces a database that holds data with the file's contents", async () => {
    const target = await createEmptyDatabase("macrowise_forced");
    backup.cleanups.push(target.drop);
    await restoreBackup(backup.file, target.url, { force: false });
    const asRestored = await fingerprints(target.url);
    await sql(target.url, "DELETE FROM meals WHERE food LIKE 'Writer %'");
    await sql(target.url, "INSERT INTO users (username, gender) VALUES ('newcomer', 'other')");
    await sql(target.url, "UPDATE foods SET name = 'Changed' WHERE id = (SELECT min(id) FROM foods)");
    await restoreBackup(backup.file, target.url, { force: true });
    const again = await fingerprints(target.url);
    for (const [table, digest] of asRestored) {
      if (table !== "catalog_version") expect(again.get(table), table).toBe(digest);
    }
    // Moved past the version it replaced (the restore, then the rename): no instance keeps a stale food cache.
    const [{ version } = { version: 0 }] = await sql<{ version: number }>(
      target.url,
      "SELECT version::int FROM catalog_version",
    );
    expect(version).toBe(backup.catalogVersionAtBackup + 3);
  });
});
