import type { FastifyInstance } from "fastify";
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
