import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../db/schema/index.js";
import { KeyClient } from "./api-keys.js";
import type { PeerApp } from "./peer-app.js";
import { type TestApp, TestClient } from "./test-app.js";
import { signedIn } from "./users.js";

/**
 * Two instances on one database (and one Redis, when the caller gives both the same): every kind of
 * revocation made through instance A (logout, an admin's role removed, account deletion, an API key
 * revoked, an API key deleted) is refused by the very next request on instance B, which had just
 * served the same session or key. Counts the requests B still let through; the caller expects 0.
 * The product has no password change (a password is set at registration only).
 */
export async function staleRevocationsAcrossInstances(a: TestApp, b: PeerApp, rounds = 20) {
  const tag = Math.floor(Math.random() * 1e9);
  let checks = 0;
  let stale = 0;
  /** B's answer to the request right after the revocation: anything but `refused` is stale. */
  const expectRefused = (status: number, refused: number) => {
    checks += 1;
    if (status !== refused) stale += 1;
  };
  /** The same browser session on B: its cookie, B's memory. */
  const onB = (client: TestClient) => {
    const mirror = new TestClient(b.app);
    mirror.cookie = client.cookie;
    return mirror;
  };

  const keeper = await signedIn(a.app, `keeper${tag}`);
  const demoted = await signedIn(a.app, `demoted${tag}`);
  await a.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, keeper.id));
  const demotedOnB = onB(demoted.client);

  for (let round = 0; round < rounds; round++) {
    // Logout on A.
    const person = await signedIn(a.app, `leaver${tag}x${round}`);
    const personOnB = onB(person.client);
    expect((await personOnB.get("/api/user")).statusCode).toBe(200);
    expect((await person.client.post("/api/logout")).statusCode).toBe(200);
    expectRefused((await personOnB.get("/api/user")).statusCode, 401);

    // The admin role granted, then removed, on A.
    expect((await keeper.client.patch(`/api/admin/users/${demoted.id}`, { isAdmin: true })).statusCode).toBe(200);
    expect((await demotedOnB.get("/api/admin/status")).statusCode).toBe(200);
    expect((await keeper.client.patch(`/api/admin/users/${demoted.id}`, { isAdmin: false })).statusCode).toBe(200);
    expectRefused((await demotedOnB.get("/api/admin/status")).statusCode, 403);

    // The account deleted on A.
    const deleted = await signedIn(a.app, `deleted${tag}x${round}`);
    const deletedOnB = onB(deleted.client);
    expect((await deletedOnB.get("/api/user")).statusCode).toBe(200);
    expect((await deleted.client.request("DELETE", "/api/user", { password: "secret-pass" })).statusCode).toBe(200);
    expectRefused((await deletedOnB.get("/api/user")).statusCode, 401);

    // An API key revoked, and another deleted, on A (the keeper is an admin: API access included).
    for (const end of ["revoke", "delete"] as const) {
      const created = await keeper.client.post("/api/api-keys", { name: `${end} ${round}` });
      expect(created.statusCode, created.body).toBe(201);
      const { id, apiKey } = created.json() as { id: number; apiKey: string };
      const keyOnB = new KeyClient(b.app, apiKey);
      expect((await keyOnB.get("/api/v1/nutrition-goals")).statusCode).toBe(200);
      const ended =
        end === "revoke"
          ? await keeper.client.post(`/api/api-keys/${id}/revoke`)
          : await keeper.client.delete(`/api/api-keys/${id}`);
      expect(ended.statusCode, ended.body).toBeLessThan(300);
      expectRefused((await keyOnB.get("/api/v1/nutrition-goals")).statusCode, 401);
      if (end === "revoke") expect((await keeper.client.delete(`/api/api-keys/${id}`)).statusCode).toBeLessThan(300);
    }
  }
  return { checks, stale };
}
