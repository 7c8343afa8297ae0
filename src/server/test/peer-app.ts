import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { connectDatabase } from "../db/client.js";
import type { TestApp } from "./test-app.js";

export interface PeerApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A second instance of the app on the same database as `t`, with its own pool and its own memory,
 * as a second server behind a load balancer would be: what one instance keeps, the other does not
 * know unless the database tells it.
 */
export async function createPeerApp(t: TestApp, overrides: Partial<Config> = {}): Promise<PeerApp> {
  const database = connectDatabase(t.database.url, 5);
  const config = { ...loadConfig({ NODE_ENV: "test" }), ...overrides };
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
