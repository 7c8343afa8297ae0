/**
 * npm run db:restore -- FILE [--force]
 * Replaces everything in the server's database (DATABASE_URL, or the embedded cluster in DATA_DIR,
 * created if there is none) with the backup in FILE, in one transaction, then brings it to this
 * version's schema. It first prints what it replaces (rows per table in the file and in the
 * database), and refuses a live server's database (one holding data, or an embedded cluster a
 * running server owns) unless --force is given. Exit codes: 0 restored, 2 usage, 3 refused, 1 failed.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config.js";
import { RestoreRefused, restoreBackup } from "../src/server/db/backup/restore.js";
import { openOperatorDatabase } from "../src/server/db/backup/target.js";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean" } } });
const file = positionals[0];
if (!file) {
  console.error("usage: npm run db:restore -- FILE [--force]");
  process.exit(2);
}

const config = loadConfig();
const database = await openOperatorDatabase(config);
try {
  console.log(`Restoring ${path.resolve(file)} into ${database.description}:`);
  const result = await restoreBackup(file, database.url, {
    force: values.force === true,
    liveServer: database.liveServer,
    log: (line) => console.log(line),
  });
  const rows = [...result.rows.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored: ${result.rows.size} tables, ${rows.toLocaleString("en-US")} rows, made ${result.plan.manifest.createdAt}; ` +
      `schema now at ${result.migratedTo}.`,
  );
  if (database.liveServer) console.log("The running server now serves the restored data.");
} catch (error) {
  console.error(
    error instanceof RestoreRefused
      ? error.message
      : `The restore failed, nothing was changed: ${(error as Error).message}`,
  );
  process.exitCode = error instanceof RestoreRefused ? 3 : 1;
} finally {
  await database.close();
}
