/**
 * npm run admin:create -- NAME [--email E] [--password P] [--promote]
 * Creates the admin NAME, or promotes the existing user NAME. Without --password a random one is
 * generated and printed once. Uses the same database the server would (DATABASE_URL or embedded).
 * With the server running on the embedded cluster, it uses that cluster as it runs and leaves it
 * running; only a cluster it had to start itself is stopped at its end.
 * An existing account with a reserved name (admin, root, ...) was registered by someone before
 * those names were reserved: it is promoted only with --promote, never by surprise.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config.js";
import { connectDatabase } from "../src/server/db/client.js";
import { type EmbeddedPostgres, openEmbeddedPostgres } from "../src/server/db/embedded.js";
import { applyMigrations } from "../src/server/db/migrate.js";
import { hashPassword } from "../src/server/features/auth/passwords.js";
import { authRepository } from "../src/server/features/auth/repository.js";
import { isReservedUsername } from "../src/shared/contracts/auth.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, password: { type: "string" }, promote: { type: "boolean" } },
});
const username = positionals[0];
if (!username || username.length < 3) {
  console.error("usage: npm run admin:create -- NAME [--email E] [--password P]   (NAME: at least 3 characters)");
  process.exit(2);
}

const config = loadConfig();
let embedded: EmbeddedPostgres | null = null;
let url = config.databaseUrl;
if (!url) {
  embedded = await openEmbeddedPostgres(path.join(config.dataDir, "postgres"));
  url = embedded.url;
}
const database = connectDatabase(url, 2);
try {
  await applyMigrations(url);
  const repo = authRepository(database.db);
  const existing = await repo.findUserByUsername(username);
  if (existing && !existing.isAdmin && isReservedUsername(existing.username) && !values.promote) {
    console.error(
      `A user "${existing.username}" already exists (registered ${existing.createdAt.toISOString()}, ` +
        `email ${existing.email ?? "none"}) without the admin role. If that account is yours, run again ` +
        "with --promote; otherwise choose another NAME.",
    );
    process.exitCode = 3;
  } else if (existing) {
    await repo.setAdmin(existing.id);
    console.log(`User "${existing.username}" is now an admin.`);
  } else {
    const password = values.password ?? randomBytes(12).toString("base64url");
    const user = await repo.createUser(
      { username, email: values.email ?? null, passwordHash: await hashPassword(password), isAdmin: true },
      { ipAddress: "127.0.0.1", userAgent: "admin:create" },
    );
    console.log(`Admin "${user.username}" created.`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
  }
} finally {
  await database.close();
  await embedded?.stop();
}
