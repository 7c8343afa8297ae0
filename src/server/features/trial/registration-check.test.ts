import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMessages } from "../../../shared/contracts/payments.js";
import { loadPaymentsConfig } from "../../config.js";
import { registrationLogs, trialClaims, users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

/** One free trial per email or device in 30 days (spec commercial 6), judged on what the server sees. */
let t: TestApp;
beforeAll(async () => {
  const payments = loadPaymentsConfig({ TRIALS_PER_ADDRESS: "3" });
  t = await createTestApp({ payments });
});
afterAll(() => t.close());

const register = (client: TestClient, name: string, email = `${name}@example.com`, cookie?: string) =>
  client.post(
    "/api/register",
    { username: name, email, gender: "other", password: "secret-pass" },
    cookie ? { cookie } : {},
  );
const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const device = res.cookies.find((c) => c.name === "macrowise_device");
  return device ? `macrowise_device=${device.value}` : "";
};
const check = (client: TestClient, body: unknown, cookie?: string) =>
  client.post("/api/check-registration", body, cookie ? { cookie } : {});

describe("POST /api/check-registration and the trial at registration", () => {
  it("finds no previous registration on a new device and address", async () => {
    const res = await check(new TestClient(t.app), { email: "new@example.com", ipAddress: "8.8.8.8" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasPreviousRegistration: false, message: paymentMessages.noPreviousRegistration });
  });

  it("gives a browser one trial: its device cookie marks it, and a second account there starts without one", async () => {
    const first = await register(new TestClient(t.app), "device-first");
    expect(first.json()).toMatchObject({ trialActive: true });
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^macrowise_device=[\w-]{20,}$/);
    const cookie = first.cookies.find((c) => c.name === "macrowise_device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    const sameBrowser = new TestClient(t.app);
    const checked = await check(sameBrowser, { email: "someone-else@example.com" }, device);
    expect(checked.json()).toEqual({ hasPreviousRegistration: true, message: paymentMessages.previousRegistration });
    const second = await register(sameBrowser, "device-second", undefined, device);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ trialActive: false, subscriptionPlan: "trial" });
    const trial = (await sameBrowser.get("/api/trial-status", { cookie: `${device}; ${sameBrowser.cookie}` })).json();
    expect(trial).toMatchObject({ trialActive: false, graceActive: false, trialGranted: false });
  });

  it("gives an email one trial in 30 days, even after the account is deleted, whatever its case or +tag", async () => {
    const owner = new TestClient(t.app);
    await register(owner, "email-first", "Returning@Example.com");
    const deleted = await owner.request("DELETE", "/api/user", { password: "secret-pass" });
    expect(deleted.statusCode).toBe(200);
    const again = await register(new TestClient(t.app), "email-again", "returning+promo@example.com");
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ trialActive: false });
    // The claim keeps only hashes: no address is left behind by the deleted account.
    const claims = await t.database.db.select().from(trialClaims);
    expect(JSON.stringify(claims)).not.toContain("returning");
  });

  it("never tells whether an email is registered", async () => {
    await register(new TestClient(t.app), "email-known", "known@example.com");
    const known = await check(new TestClient(t.app), { email: "known@example.com" });
    const unknown = await check(new TestClient(t.app), { email: "unknown@example.com" });
    expect(known.json()).toEqual(unknown.json());
  });

  it("uses the address the server sees, not the one the client sends, with TRIALS_PER_ADDRESS=3", async () => {
    const shared = "10.9.8.7";
    for (const name of ["house-a", "house-b", "house-c"]) {
      expect((await register(new TestClient(t.app, shared), name)).json().trialActive).toBe(true);
    }
    const fourth = new TestClient(t.app, shared);
    const checked = await check(fourth, { email: "d@example.com", ipAddress: "203.0.113.99" });
    expect(checked.json().hasPreviousRegistration).toBe(true);
    expect((await register(fourth, "house-d")).json().trialActive).toBe(false);
    // Claiming another address changes nothing; the log keeps the address the server saw.
    const elsewhere = await check(new TestClient(t.app, "10.1.1.1"), { email: "e@example.com", ipAddress: shared });
    expect(elsewhere.json().hasPreviousRegistration).toBe(false);
    const [row] = await t.database.db
      .select({ ip: registrationLogs.ipAddress })
      .from(registrationLogs)
      .innerJoin(users, eq(users.id, registrationLogs.userId))
      .where(eq(users.username, "house-d"));
    expect(row?.ip).toBe(shared);
  });

  it("refuses hostile input with a 400", async () => {
    const res = await check(new TestClient(t.app), { email: "a\u0000b@example.com" });
    expect(res.statusCode).toBe(400);
  });
});

describe("without TRIALS_PER_ADDRESS (the default)", () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
  });
  afterAll(() => open.close());

  it("records the address but lets everyone behind it start a trial (mobile networks share addresses)", async () => {
    for (const name of ["cgnat-a", "cgnat-b", "cgnat-c", "cgnat-d", "cgnat-e"]) {
      expect((await register(new TestClient(open.app, "10.20.30.40"), name)).json().trialActive).toBe(true);
    }
    const checked = await check(new TestClient(open.app, "10.20.30.40"), { email: "f@example.com" });
    expect(checked.json().hasPreviousRegistration).toBe(false);
  });
});
