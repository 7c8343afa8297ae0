import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, trialNotices, users } from "../../db/schema/index.js";
import { createMail } from "../../integrations/mail/index.js";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { trialNoticeJob } from "./job.js";
import { trialNoticesRepository } from "./repository.js";

/** The trial-ending notice against a real PostgreSQL, with an injected clock. */
const DAY = 24 * 60 * 60 * 1000;
const registered = new Date("2026-05-01T12:00:00Z");
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(trialNotices);
  await database.db.delete(mailOutbox);
  await database.db.delete(users);
});

async function addUser(username: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, createdAt: registered, ...extra })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

function jobAt(at: () => Date) {
  const mail = createMail({
    db: database.db,
    config: { smtpUrl: null, from: "Macrowise <noreply@macrowise.test>", supportEmail: null },
    now: at,
  });
  return trialNoticeJob({ repo: trialNoticesRepository(database.db), mail, now: at });
}

const queuedTo = async () => (await database.db.select().from(mailOutbox)).map((row) => row.recipient).sort();

describe("the trial-ending notice", () => {
  it("is queued 2 days before the trial ends, once, with the end date and a discard time", async () => {
    await addUser("ana", { timeZone: "Europe/Rome" });
    let now = new Date(registered.getTime() + 3 * DAY - 60_000);
    const job = jobAt(() => now);

    expect(await job.runOnce()).toBe(0);
    now = new Date(registered.getTime() + 3 * DAY);
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    now = new Date(registered.getTime() + 4 * DAY);
    expect(await job.runOnce()).toBe(0);

    const [notice] = await database.db.select().from(mailOutbox);
    expect(notice).toMatchObject({
      kind: "trial-notice",
      recipient: "ana@example.com",
      subject: "Your Macrowise trial ends in 2 days",
      discardAfter: new Date(registered.getTime() + 5 * DAY),
    });
    // In the user's own zone: noon UTC is 14:00 in Rome.
    expect(notice?.body).toMatch(/ends on Wednesday,? 6 May 2026 at 14:00 \(Europe\/Rome\)/);
    const [mark] = await database.db.select().from(trialNotices);
    expect(mark?.outboxId).toBe(notice?.id);
  });

  it("skips admins, paying users, users without an email and trials already over", async () => {
    await addUser("ana");
    await addUser("boss", { isAdmin: true });
    await addUser("payer", { paidPlan: "premium-monthly", paidUntil: new Date(registered.getTime() + 30 * DAY) });
    await addUser("forever", { paidPlan: "premium-yearly", paidUntil: null });
    await addUser("lapsed", { paidPlan: "premium-monthly", paidUntil: new Date(registered.getTime() + DAY) });
    await addUser("nomail", { email: null });
    await addUser("old", { createdAt: new Date(registered.getTime() - 3 * DAY) });
    const now = new Date(registered.getTime() + 3.5 * DAY);
    expect(await jobAt(() => now).runOnce()).toBe(2);
    expect(await queuedTo()).toEqual(["ana@example.com", "lapsed@example.com"]);
  });

  it("queues one notice per user when several instances run at once", async () => {
    for (let i = 0; i < 30; i++) await addUser(`user${i}`);
    const now = new Date(registered.getTime() + 3.2 * DAY);
    const runs = await Promise.all(Array.from({ length: 5 }, () => jobAt(() => now).runOnce()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(30);
    const recipients = await queuedTo();
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
  });

  it("leaves no mark when queueing fails, so the next run tries again", async () => {
    const ana = await addUser("ana");
    const now = new Date(registered.getTime() + 3.2 * DAY);
    const repo = trialNoticesRepository(database.db);
    await expect(
      repo.claimAndQueue(
        { now, createdFrom: new Date(now.getTime() - 5 * DAY), createdUntil: new Date(now.getTime() - 3 * DAY) },
        10,
        async () => {
          throw new Error("outbox unavailable");
        },
      ),
    ).rejects.toThrow("outbox unavailable");
    expect(await database.db.select().from(trialNotices).where(eq(trialNotices.userId, ana.id))).toHaveLength(0);
    expect(await jobAt(() => now).runOnce()).toBe(1);
  });
});
