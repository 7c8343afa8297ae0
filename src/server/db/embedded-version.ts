import { execFile } from "node:child_process";
import fsp from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The major version of PostgreSQL the shipped binaries are, e.g. "18" (`postgres --version` runs even as root). */
export async function binaryMajorVersion(postgresBinary: string): Promise<string> {
  const { stdout } = await run(postgresBinary, ["--version"]);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
  if (!major) throw new Error(`could not read the version of ${postgresBinary}: ${stdout.trim()}`);
  return major;
}

/**
 * PostgreSQL records the major version that wrote a data directory in its PG_VERSION file, and
 * no other major version can open it. Starting on one another version wrote would fail with a
 * line in postgres.log; this says instead, before anything runs, how to move the data across.
 */
export async function checkClusterVersion(dataDir: string, binaryMajor: string): Promise<void> {
  const written = (await fsp.readFile(path.join(dataDir, "PG_VERSION"), "utf8").catch(() => null))?.trim();
  if (!written || written === binaryMajor) return;
  const newer = Number(written) > Number(binaryMajor);
  const backup = "macrowise.backup";
  throw new Error(
    [
      `The embedded PostgreSQL data in ${dataDir} was written by PostgreSQL ${written}, and this version of ` +
        `Macrowise runs PostgreSQL ${binaryMajor}${newer ? " (an older one)" : ""}. PostgreSQL cannot open ` +
        "another major version's data directory, so nothing was started and nothing was changed.",
      "To move the data across:",
      `  1. With the version of Macrowise that ran this data (PostgreSQL ${written}): npm run db:backup -- ${backup}`,
      `  2. Move the data directory aside (keep it until the new one works): mv ${dataDir} ${dataDir}-pg${written}`,
      `  3. With this version: npm run db:restore -- ${backup}   (it creates a new PostgreSQL ${binaryMajor} data directory)`,
      "  4. Start the server again.",
    ].join("\n"),
  );
}
