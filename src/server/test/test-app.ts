import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import type { RestartControl } from "../features/admin/routes.js";
import type { AiProvider } from "../integrations/ai/provider.js";
import type { PaymentsNotifier } from "../integrations/payments/provider.js";
import { responseContracts } from "./response-contracts.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Config> {
  ai?: AiProvider;
  onRoute?: (route: RouteOptions) => void;
  /** The app's clock; tests of trial, grace and plan expiry move it. */
  now?: () => Date;
  paymentsNotifier?: PaymentsNotifier;
  /** Serve the SPA from `webDistDir` (route-guard tests give a folder with an index.html). */
  serveWeb?: boolean;
  restart?: RestartControl;
  /** The mail sender loop and trial-notice job run as in production (off unless asked). */
  backgroundJobs?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const {
    ai: aiProvider,
    onRoute,
    now,
    paymentsNotifier,
    serveWeb = false,
    restart,
    backgroundJobs,
    ...overrides
  } = options;
  const database = await createTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: "test" }), ...overrides };
  // Every JSON answer of every route is held to its contract (response-contracts.ts).
  const contracts = responseContracts();
  const app = await buildApp({
    config,
    database,
    serveWeb,
    aiProvider,
    onRoute(route) {
      contracts.onRoute(route);
      onRoute?.(route);
    },
    now,
    paymentsNotifier,
    restart,
    backgroundJobs,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
      if (contracts.violations.length > 0)
        throw new Error(`Answers that do not fit their contracts:\n${contracts.violations.join("\n")}`);
    },
  };
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

let clients = 0;
/** Each client comes from its own loopback address, so per-IP rate limits do not couple tests. */
function nextLoopbackAddress(): string {
  clients += 1;
  return `127.0.${(clients >> 8) & 255}.${clients & 255 || 1}`;
}

/** A browser-like client over app.inject: it keeps the session cookie between requests. */
export class TestClient {
  cookie: string | null = null;
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = nextLoopbackAddress(),
  ) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    };
    const response = await this.app.inject(options);
    this.keepCookie(response);
    return response;
  }

  private keepCookie(response: LightMyRequestResponse) {
    const set = response.cookies.find((c) => c.name === "macrowise_session");
    if (!set) return;
    // Judged on the app's clock, which the server's sessions follow (tests move it).
    const expired = set.expires !== undefined && new Date(set.expires).getTime() <= this.app.now().getTime();
    this.cookie = set.value === "" || expired ? null : `macrowise_session=${set.value}`;
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", url, body, headers);
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body);
  delete = (url: string) => this.request("DELETE", url);

  register(username: string, extra: Partial<{ email: string; password: string; gender: string }> = {}) {
    return this.post("/api/register", {
      username,
      email: extra.email ?? `${username}@example.com`,
      gender: extra.gender ?? "other",
      password: extra.password ?? "secret-pass",
    });
  }
}
