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
