/**
 * The app under load for bench/api.ts, in a process of its own so the load generator does not share
 * its event loop. Reads DATABASE_URL, listens on a free loopback port, reports the port over IPC.
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { connectDatabase } from "../src/server/db/client.js";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const config = loadConfig({ NODE_ENV: "test", DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX });
const database = connectDatabase(url, config.databasePoolMax);
const app = await buildApp({ config, database, serveWeb: false });
await app.listen({ port: 0, host: "127.0.0.1" });
process.send?.({ port: (app.server.address() as AddressInfo).port });

process.on("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
