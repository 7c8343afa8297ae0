/**
 * npm run db:backup -- FILE
 * Writes a backup of the server's database (DATABASE_URL, or the embedded cluster in DATA_DIR) to
 * FILE: one consistent snapshot of every table, taken while the server keeps running (see
 * src/server/db/backup/write.ts). A running embedded cluster is used as it is and left running.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config.js";
import { openOperatorDatabase } from "../src/server/db/backup/target.js";
import { backupToFile } from "../src/server/db/backup/write.js";
import { describeState, readMigrations } from "../src/server/db/migrate.js";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const file = positionals[0];
if (!file) {
  console.error("usage: npm run db:backup -- FILE");
  process.exit(2);
}

const config = loadConfig();
const clusterDir = path.join(config.dataDir, "postgres");
if (!config.databaseUrl && !fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
  console.error(`There is no database in ${clusterDir} (set DATA_DIR, or DATABASE_URL for an external PostgreSQL).`);
  process.exit(2);
}

const database = await openOperatorDatabase(config);
try {
  const started = Date.now();
  const { manifest, bytes } = await backupToFile({ connectionString: database.url }, file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up ${database.description} to ${path.resolve(file)}: ${manifest.tables.length} tables, ` +
      `${rows.toLocaleString("en-US")} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s; schema at ${describeState(manifest.migrations, readMigrations())}.`,
  );
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
