import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkInMessages } from "../../../shared/contracts/check-ins.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";
import { logFlatDays } from "./test-days.js";

let t: TestApp;
// Monday 15 June 2026, noon UTC.
const now = new Date("2026-06-15T12:00:00Z");
const today = "2026-06-15";

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

describe("the weekly check-in", () => {
  it("proposes from the measured expenditure, limits the step to 150 kcal, and accepting makes the active goal", async () => {
    const ada = await signedIn(t.app, "ada", "UTC");
    const profile = { name: "Ada", age: 30, gender: "female", weight: 70, height: 170, activityLevel: "moderate" };
    await ada.client.post("/api/user-profile", { ...profile, goalDirection: "lose", goalRateKgPerWeek: 0.5 });
    const goal = { name: "Now", calories: 2000, proteins: 150, carbs: 200, fats: 67, startDate: "2026-05-01" };
    expect((await ada.client.post("/api/nutrition-goals", goal)).statusCode).toBe(201);
    // 28 days at 2,500 kcal with a flat weight: the expenditure is 2,500.
    await logFlatDays(ada, today, 28);
    const proposal = (await ada.client.get("/api/check-in")).json();
    // 2,500 - 7,700 x 0.5 / 7 = 1,950: within 150 of last week's 2,000, so not limited.
    expect(proposal).toMatchObject({
      date: today,
      weekday: "monday",
      due: true,
      goalDirection: "lose",
      rateKgPerWeek: 0.5,
      previousCalories: 2000,
      calories: 1950,
      target: 1950,
      limitedBy: "none",
      rateCapped: false,
    });
    expect(proposal.expenditure.expenditure).toBe(2500);
    expect(proposal.why).toBe(
      "Your measured expenditure is 2,500 kcal a day. Losing 0.5 kg a week takes about 550 kcal less: 1,950 kcal a day.",
    );
    // Macros keep the goal's shares.
    expect(proposal.proteins).toBe(Math.round((150 * 1950) / 2000));

    // Faster: 0.7 kg a week (the 1 % cap) gives 1,730, more than 150 below 2,000: limited to 1,850.
    await ada.client.patch(`/api/user-profile/${(await ada.client.get("/api/user-profile")).json().id}`, {
      goalRateKgPerWeek: 0.7,
    });
    const limited = (await ada.client.get("/api/check-in")).json();
    expect(limited).toMatchObject({ calories: 1850, target: 1730, limitedBy: "weekly-change" });

    const declined = await ada.client.post("/api/check-in", { accept: false });
    expect(declined.statusCode).toBe(201);
    expect(declined.json()).toMatchObject({ checkIn: { accepted: false, goalId: null, calories: 1850 }, goal: null });
    expect((await ada.client.get("/api/nutrition-goals/active")).json().calories).toBe(2000);

    const accepted = await ada.client.post("/api/check-in", { accept: true, acceptLargerChange: true });
    expect(accepted.statusCode).toBe(201);
    const result = accepted.json();
    expect(result.goal).toMatchObject({ calories: 1730, isActive: true, startDate: today });
    // Named with the date as English writes it, and described by the why it was accepted with.
    expect(result.goal.name).toBe("Check-in June 15, 2026");
    expect(result.goal.description).toBe(
      "Your measured expenditure is 2,500 kcal a day. Losing 0.7 kg a week takes about 770 kcal less: 1,730 kcal a day.",
    );
    expect(result.checkIn.why).toBe(result.goal.description);
    expect(result.checkIn).toMatchObject({
      accepted: true,
      goalId: result.goal.id,
      expenditure: 2500,
      slopeKgPerWeek: 0,
    });
    expect((await ada.client.get("/api/nutrition-goals/active")).json().id).toBe(result.goal.id);

    const history = (await ada.client.get("/api/check-ins")).json();
    expect(history.map((c: { accepted: boolean }) => c.accepted)).toEqual([true, false]);
    // Checked in today: not due again this week.
    expect((await ada.client.get("/api/check-in")).json().due).toBe(false);

    const bob = await signedIn(t.app, "bob");
    expect((await bob.client.get("/api/check-ins")).json()).toEqual([]);
    const bad = await ada.client.post("/api/check-in", { accept: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(checkInMessages.accept);
    expect((await ada.client.get("/api/check-ins")).json()).toHaveLength(2);
  });
});
