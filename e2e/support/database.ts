import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { PASSWORD, SUPERUSER } from "../../src/server/db/embedded.js";

/**
 * A connection to the e2e server's own embedded PostgreSQL (or that of a server started with
 * `dataDir`), found through its postmaster.pid (port and socket directory). Journeys use it only to plant what the API would refuse (a registration in the past, a chat message
 * older than the length limit); everything else goes through the browser.
 */
export async function withE2eDatabase<T>(
  work: (client: pg.Client) => Promise<T>,
  dataDir = inject("dataDir"),
): Promise<T> {
  const pidFile = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n");
  const port = pidFile[3]?.trim();
  const socket = pidFile[4]?.trim();
  const host = socket ? `?host=${encodeURIComponent(socket)}` : "";
  const client = new pg.Client({
    connectionString: `postgres://${SUPERUSER}:${PASSWORD}@localhost:${port}/macrowise${host}`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** As if the user had registered `days` days ago. */
export function registeredDaysAgo(username: string, days: number): Promise<void> {
  return withE2eDatabase(async (client) => {
    const result = await client.query(
      "UPDATE users SET created_at = now() - make_interval(days => $2) WHERE username = $1",
      [username, days],
    );
    if (result.rowCount !== 1) throw new Error(`no user ${username}`);
  });
}
