import path from "node:path";
import type { Config } from "../../config.js";
import { openEmbeddedPostgres } from "../embedded.js";
import { ownerOf, runningPostmaster } from "../embedded-owner.js";

export interface OperatorDatabase {
  url: string;
  /** Where the data is, for the operator's eyes (no password). */
  description: string;
  /** Set when a running server owns the embedded cluster: its database is live even if empty. */
  liveServer: string | null;
  /** Stops the embedded cluster if this command had to start it; a running one is left running. */
  close(): Promise<void>;
}

/** `postgres://user@host:5432/db`, without the password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * The database the server uses, for an operator's command (db:backup, db:restore): DATABASE_URL,
 * or the embedded cluster of DATA_DIR as it runs (used and never stopped), else one this command
 * starts and stops (db/embedded.ts's openEmbeddedPostgres, as admin:create does).
 */
export async function openOperatorDatabase(config: Config): Promise<OperatorDatabase> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      description: describeUrl(config.databaseUrl),
      liveServer: null,
      close: async () => {},
    };
  }
  const dataDir = path.join(config.dataDir, "postgres");
  const running = await runningPostmaster(dataDir);
  const owner = running ? await ownerOf(dataDir, running.pid) : null;
  const embedded = await openEmbeddedPostgres(dataDir);
  return {
    url: embedded.url,
    description: `the embedded PostgreSQL in ${dataDir} (database macrowise)`,
    liveServer:
      owner && owner.pid !== process.pid
        ? `the embedded PostgreSQL in ${dataDir} belongs to a running server (process ${owner.pid})`
        : null,
    close: () => embedded.stop(),
  };
}
