import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { mailOutbox, paymentSettings } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { ownedRowKeys, rowsStillThere, userOwnedTables } from "../../test/user-owned-tables.js";
import { generousRateLimits, userWithEverything } from "../../test/user-with-everything.js";
import type { SignedInClient } from "../../test/users.js";
import { KEPT_AFTER_DELETION } from "./retention.js";

/**
 * DELETE /api/user against the schema itself: a user with a row in every table a user's data
 * lives in (found by walking Drizzle's tables) leaves nothing behind but what retention.ts keeps,
 * and none of the mail addressed to them is left to be sent.
 */
let t: TestApp;
let leaver: SignedInClient;
let stayer: SignedInClient;
let before: Map<string, string[]>;
let stayerBefore: Map<string, string[]>;
const SUPPORT = "help@macrowise.test";

beforeAll(async () => {
  t = await createTestApp({
    ...generousRateLimits,
    mail: { ...loadConfig({ NODE_ENV: "test" }).mail, supportEmail: SUPPORT },
  });
  leaver = await userWithEverything(t, "leaver");
  stayer = await userWithEverything(t, "stayer");
  const db = t.database.db;
  // The rest of what can be theirs: a setting they changed as an admin, a trial notice queued to
  // their address (in another case), a receipt already sent.
  await db.insert(paymentSettings).values({ key: "test-setting", value: "1", updatedBy: leaver.id });
  await db.insert(mailOutbox).values([
    { kind: "trial-notice", recipient: "LEAVER@example.com", subject: "Your trial ends soon", body: "Hello leaver" },
    { kind: "receipt", recipient: "leaver@example.com", subject: "Old receipt", body: "Paid", status: "sent" },
  ]);
  before = await ownedRowKeys(db, leaver.id);
  stayerBefore = await ownedRowKeys(db, stayer.id);
  const res = await leaver.client.request("DELETE", "/api/user", { password: "secret-pass" });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const mailTo = (address: string) =>
  t.database.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = lower(${address})`);

describe("DELETE /api/user, walked over the schema", () => {
  it("had a row of the user in every table a user's data lives in", () => {
    for (const table of userOwnedTables())
      expect(before.get(table.name)?.length ?? 0, `${table.name}: the test user has no row`).toBeGreaterThan(0);
  });

  it("leaves no row of the user behind but those the retention list keeps, unlinked", async () => {
    const owned = userOwnedTables().map((table) => table.name);
    expect(Object.keys(KEPT_AFTER_DELETION).filter((name) => !owned.includes(name))).toEqual([]);
    for (const [table, keys] of before) {
      const left = await rowsStillThere(t.database.db, table, keys);
      if (table in KEPT_AFTER_DELETION) expect(left, table).toEqual(keys);
      else expect(left, `${table}: rows of the deleted user remain`).toEqual([]);
    }
    // Kept rows name no account any more.
    const [setting] = await t.database.db.select().from(paymentSettings).where(eq(paymentSettings.key, "test-setting"));
    expect(setting?.updatedBy).toBeNull();
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM trial_claims WHERE user_id IS NULL`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it("leaves everyone else's rows as they were", async () => {
    for (const [table, keys] of stayerBefore)
      expect(await rowsStillThere(t.database.db, table, keys), table).toEqual(keys);
    // The seed's four meals and its imported one.
    expect((await stayer.client.get("/api/meals")).json()).toHaveLength(5);
  });

  it("drops the mail addressed to the user, sent or not, and keeps the mail to others", async () => {
    expect(await mailTo("leaver@example.com")).toEqual([]);
    // The other user's receipt is still on its way.
    const theirs = await mailTo("stayer@example.com");
    expect(theirs.map((mail) => [mail.kind, mail.status])).toEqual([["receipt", "pending"]]);
    // The leaver's contact message went to support: support's mail, not the leaver's.
    const toSupport = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "contact"), eq(mailOutbox.replyTo, "leaver@example.com")));
    expect(toSupport.map((mail) => mail.recipient)).toEqual([SUPPORT]);
  });

  it("signs the user out", async () => {
    expect((await leaver.client.get("/api/user")).statusCode).toBe(401);
  });
});
