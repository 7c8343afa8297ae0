import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { appliedMigrations } from "../migrate.js";
import { BACKUP_MAGIC, type BackupManifest, copyTarget, END_OF_TABLE } from "./format.js";
import { appTables, idSequences, rowCounts, sequenceLastValue } from "./schema-objects.js";

async function writeChunk(out: Writable, chunk: string | Buffer) {
  if (!out.write(chunk)) await once(out, "drain");
}

/**
 * Writes a backup of the database to `output`: one consistent snapshot of every table of the app,
 * taken by a single REPEATABLE READ, READ ONLY transaction. Everything it reads (the migration
 * record, the row counts, every row) is the database as it was at its first query, whatever is
 * written meanwhile; it blocks no writer (only a schema change would wait for it), so the server
 * keeps running and serving while a backup is made.
 */
export async function writeBackup(
  connection: pg.ClientConfig,
  output: Writable,
  now: Date = new Date(),
): Promise<BackupManifest> {
  const client = new pg.Client(connection);
  await client.connect();
  const gzip = zlib.createGzip({ level: 6 });
  const written = pipeline(gzip, output);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const migrations = await appliedMigrations(client);
    const tables = await appTables(client);
    const counts = await rowCounts(
      client,
      tables.map((t) => t.name),
    );
    const sequences = [];
    for (const sequence of await idSequences(
      client,
      tables.map((t) => t.name),
    )) {
      sequences.push({
        table: sequence.table,
        column: sequence.column,
        lastValue: await sequenceLastValue(client, sequence.sequence),
      });
    }
    const { rows } = await client.query<{ version: string }>("SELECT version()");
    const manifest: BackupManifest = {
      format: "macrowise-backup",
      version: 1,
      createdAt: now.toISOString(),
      postgres: rows[0]?.version ?? "unknown",
      migrations,
      tables: tables.map((t) => ({ name: t.name, columns: t.columns, rows: counts.get(t.name) ?? 0 })),
      sequences,
    };
    await writeChunk(gzip, `${BACKUP_MAGIC}\n${JSON.stringify(manifest)}\n`);
    for (const table of manifest.tables) {
      const rowsOut = client.query(copyTo(`COPY ${copyTarget(table)} TO STDOUT`));
      for await (const chunk of rowsOut) await writeChunk(gzip, chunk as Buffer);
      await writeChunk(gzip, `${END_OF_TABLE}\n`);
    }
    await client.query("COMMIT");
    gzip.end();
    await written;
    return manifest;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Writes a backup to `file`: first to a temporary name beside it, flushed to disk, then renamed, so
 * `file` is either a whole backup or not there (never half of one, even if the power goes).
 */
export async function backupToFile(
  connection: pg.ClientConfig,
  file: string,
  now: Date = new Date(),
): Promise<{ manifest: BackupManifest; bytes: number }> {
  await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    const manifest = await writeBackup(connection, out, now);
    const handle = await fsp.open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(partial, file);
    return { manifest, bytes: (await fsp.stat(file)).size };
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}
