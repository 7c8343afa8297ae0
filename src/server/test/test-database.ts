import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../db/client.js";

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated template; dropped when the test file is done. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("databaseServerUrl");
  const name = `macrowise_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("templateDatabase")}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), 5);
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}
