import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded.js";

let dir: string | null = null;
let cluster: EmbeddedPostgres | null = null;
afterAll(async () => {
  await cluster?.stop();
  if (dir) await fsp.rm(dir, { recursive: true, force: true });
});

describe("startEmbeddedPostgres", () => {
  it("is reached over a private Unix socket, removed when the cluster stops", async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-embedded-"));
    cluster = await startEmbeddedPostgres(path.join(dir, "postgres"), "socket_check");
    const socketDir = new URL(cluster.url).searchParams.get("host");
    expect(socketDir).toBeTruthy();
    expect(fs.readdirSync(socketDir ?? "").some((name) => name.startsWith(".s.PGSQL."))).toBe(true);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    // A TCP connection would report the server's address; a Unix socket reports none.
    const { rows } = await client.query<{ address: string | null; db: string }>(
      "SELECT inet_server_addr() AS address, current_database() AS db",
    );
    await client.end();
    expect(rows[0]).toEqual({ address: null, db: "socket_check" });

    await cluster.stop();
    expect(fs.existsSync(socketDir ?? "")).toBe(false);
  });
});

describe("a data directory another PostgreSQL major version wrote", () => {
  it("is refused before anything starts, with the steps that move the data across", async () => {
    const base = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-pg-version-"));
    try {
      const original = path.join(base, "postgres");
      const made = await startEmbeddedPostgres(original, "version_check");
      await made.stop();
      const ours = fs.readFileSync(path.join(original, "PG_VERSION"), "utf8").trim();

      for (const other of [String(Number(ours) - 1), String(Number(ours) + 1)]) {
        const copy = path.join(base, `copy-${other}`, "postgres");
        await fsp.cp(original, copy, { recursive: true });
        await fsp.writeFile(path.join(copy, "PG_VERSION"), `${other}\n`);
        const failure = await startEmbeddedPostgres(copy, "version_check").catch((error: Error) => error);
        expect(failure).toBeInstanceOf(Error);
        const message = (failure as Error).message;
        expect(message).toContain(
          `was written by PostgreSQL ${other}, and this version of Macrowise runs PostgreSQL ${ours}`,
        );
        expect(message).toContain("npm run db:backup -- macrowise.backup");
        expect(message).toContain(`mv ${copy} ${copy}-pg${other}`);
        expect(message).toContain("npm run db:restore -- macrowise.backup");
        // Nothing ran and nothing changed.
        expect(fs.existsSync(path.join(copy, "postmaster.pid"))).toBe(false);
        expect(fs.readFileSync(path.join(copy, "PG_VERSION"), "utf8")).toBe(`${other}\n`);
      }

      // The directory of this version still starts.
      const again = await startEmbeddedPostgres(original, "version_check");
      await again.stop();
    } finally {
      await fsp.rm(base, { recursive: true, force: true });
    }
  });
});
