import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client.js";
import { paymentsRepository } from "../features/payments/repository.js";
import { TestClient } from "./test-app.js";

export interface SignedInClient {
  client: TestClient;
  id: number;
}

/** Registers a user (optionally reporting a browser zone, which the server keeps) and signs it in. */
export async function signedIn(app: FastifyInstance, username: string, timeZone?: string): Promise<SignedInClient> {
  const client = new TestClient(app);
  const response = await client.post(
    "/api/register",
    { username, email: `${username}@example.com`, gender: "other", password: "secret-pass" },
    timeZone ? { "x-time-zone": timeZone } : {},
  );
  if (response.statusCode !== 201) throw new Error(`register ${username}: ${response.statusCode} ${response.body}`);
  return { client, id: response.json().id };
}

/**
 * Signs a `signedIn` user in again, as a person coming back after the app's clock jumped past the
 * session's 30-day idle expiry (sessions follow the app's clock, so a long jump signs everyone out).
 */
export async function signInAgain(client: TestClient, username: string): Promise<void> {
  const response = await client.post("/api/login", { username, password: "secret-pass" });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
}

/**
 * Gives a user a paid plan until `until` (default: 30 days from now), as a completed payment
 * would: a `manual` subscription handed to the one fulfilment function, which writes the user's
 * effective plan. Tests of paid features use this instead of walking through a checkout.
 */
export async function grantPlan(
  { app, database }: { app: FastifyInstance; database: DatabaseHandle },
  userId: number,
  plan: "premium-monthly" | "premium-yearly" | "unlimited" = "premium-monthly",
  until: Date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
): Promise<void> {
  const repo = paymentsRepository(database.db);
  await repo.forUser(userId, (tx) =>
    tx.applySubscriptions(
      userId,
      [
        {
          provider: "manual",
          externalId: `manual_${userId}`,
          mode: "test",
          customerId: null,
          plan,
          status: "active",
          currentPeriodStart: null,
          currentPeriodEnd: until,
          cancelAtPeriodEnd: false,
        },
      ],
      app.now(),
    ),
  );
}
