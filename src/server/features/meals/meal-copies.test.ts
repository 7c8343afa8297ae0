import { and, eq, gte, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Meal, mealMessages } from "../../../shared/contracts/meals.js";
import { dayBoundsUtc } from "../../../shared/domain/local-day.js";
import { meals } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { copyConflictMessage, splitRepeats } from "./copy-repeats.js";

/** The server's "now": 2026-06-15 at 14:00 in Rome, so "Today" in its answers is that day. */
const NOW = new Date("2026-06-15T12:00:00.000Z");
const ZONE = "Europe/Rome";
const TODAY = "2026-06-15";
const YESTERDAY = "2026-06-14";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(NOW) });
});
afterAll(() => t.close());

const pasta = { mealType: "lunch", food: "Pasta al pomodoro", calories: 607, proteins: 20, carbs: 90, fats: 15 };
const apple = { mealType: "snack", food: "Apple", calories: 95, proteins: 0, carbs: 25, fats: 0 };
const coffee = { mealType: "breakfast", food: "Coffee", calories: 2 };

async function logMeal(user: SignedInClient, meal: object, timestamp: string): Promise<Meal> {
  const res = await user.client.post("/api/meals", { ...meal, timestamp });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** How many of this database's sessions wait for a lock (a table's, or an advisory one). */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await t.database.pool.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return rows[0].n;
}

/** The foods of a user's meals on a local day, as stored (not as any route answers). */
async function foodsOn(userId: number, date: string): Promise<string[]> {
  const { start, end } = dayBoundsUtc(date, ZONE);
  const rows = await t.database.db
    .select({ food: meals.food })
    .from(meals)
    .where(and(eq(meals.userId, userId), gte(meals.eatenAt, start), lt(meals.eatenAt, end)))
    .orderBy(meals.eatenAt, meals.id);
  return rows.map((row) => row.food);
}

const copyYesterday = (user: SignedInClient, extra: object = {}) =>
  user.client.post("/api/meals/copy-day", { fromDate: YESTERDAY, toDate: TODAY, ...extra });

describe("copying a day twice", () => {
  it("refuses the second copy with 409, writing nothing, until asked to copy again", async () => {
    const ada = await signedIn(t.app, "ada", ZONE);
    await logMeal(ada, pasta, "2026-06-14T11:00:00Z");
    await logMeal(ada, apple, "2026-06-14T14:30:00Z");

    const first = await copyYesterday(ada);
    expect(first.statusCode).toBe(201);
    expect(first.json().map((meal: Meal) => meal.food)).toEqual(["Pasta al pomodoro", "Apple"]);

    const second = await copyYesterday(ada);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: "Conflict",
      message: "Today already has these 2 meals: nothing was copied.",
      alreadyThere: ["Pasta al pomodoro", "Apple"],
      total: 2,
    });
    expect(await foodsOn(ada.id, TODAY)).toEqual(["Pasta al pomodoro", "Apple"]);
    const inItalian = await ada.client.post(
      "/api/meals/copy-day",
      { fromDate: YESTERDAY, toDate: TODAY },
      { "x-language": "it" },
    );
    expect(inItalian.statusCode).toBe(409);
    expect(inItalian.json().message).toBe("Oggi ci sono già questi 2 pasti: non è stato copiato nulla.");

    // Asked for in so many words, the day is copied again.
    const again = await copyYesterday(ada, { ifAlreadyThere: "copy" });
    expect(again.statusCode).toBe(201);
    expect(await foodsOn(ada.id, TODAY)).toEqual(["Pasta al pomodoro", "Pasta al pomodoro", "Apple", "Apple"]);
  });

  it("counts a meal logged by hand as already there, and skips only those when asked", async () => {
    const bea = await signedIn(t.app, "bea", ZONE);
    await logMeal(bea, coffee, "2026-06-14T05:00:00Z");
    await logMeal(bea, coffee, "2026-06-14T13:00:00Z");
    await logMeal(bea, pasta, "2026-06-14T11:00:00Z");
    // Today's coffee, at another time: the same entry, so one of yesterday's two coffees is there.
    await logMeal(bea, coffee, "2026-06-15T06:10:00Z");

    const refused = await copyYesterday(bea);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "Today already has 1 of these 3 meals: nothing was copied.",
      alreadyThere: ["Coffee"],
      total: 3,
    });
    expect(await foodsOn(bea.id, TODAY)).toEqual(["Coffee"]);

    const others = await copyYesterday(bea, { ifAlreadyThere: "skip" });
    expect(others.statusCode).toBe(201);
    expect(others.json().map((meal: Meal) => [meal.food, meal.localDate])).toEqual([
      ["Pasta al pomodoro", TODAY],
      ["Coffee", TODAY],
    ]);
    // Everything is there now: a skip copies nothing, and says so with an empty list.
    const nothing = await copyYesterday(bea, { ifAlreadyThere: "skip" });
    expect(nothing.statusCode).toBe(201);
    expect(nothing.json()).toEqual([]);
    expect(await foodsOn(bea.id, TODAY)).toEqual(["Coffee", "Pasta al pomodoro", "Coffee"]);
  });

  it("names another target day by its date, and a meal type's copy looks at that type only", async () => {
    const cleo = await signedIn(t.app, "cleo", ZONE);
    await logMeal(cleo, pasta, "2026-06-13T11:00:00Z");
    await logMeal(cleo, apple, "2026-06-13T14:30:00Z");
    const lunch = { fromDate: "2026-06-13", toDate: YESTERDAY, mealType: "lunch" };
    expect((await cleo.client.post("/api/meals/copy-day", lunch)).statusCode).toBe(201);
    const repeat = await cleo.client.post("/api/meals/copy-day", lunch);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe("2026-06-14 already has this meal: nothing was copied.");
    // The snack is not there yet: the whole day is refused for the lunch alone, or skips it.
    const day = { fromDate: "2026-06-13", toDate: YESTERDAY };
    expect((await cleo.client.post("/api/meals/copy-day", day)).json().message).toBe(
      "2026-06-14 already has 1 of these 2 meals: nothing was copied.",
    );
    const skipped = await cleo.client.post("/api/meals/copy-day", { ...day, ifAlreadyThere: "skip" });
    expect(skipped.json().map((meal: Meal) => meal.food)).toEqual(["Apple"]);
  });

  it("lets a double click copy once: two copies at once, one 201 and one 409", async () => {
    const dan = await signedIn(t.app, "dan", ZONE);
    for (const hour of ["06", "11", "18"]) {
      await logMeal(dan, { ...pasta, food: `Meal at ${hour}` }, `2026-06-14T${hour}:00:00Z`);
    }
    // Both copies are let in before either may write: an exclusive lock on the table lets them
    // read but not insert, so each would find today empty unless copies wait for each other.
    let both: Promise<Awaited<ReturnType<typeof copyYesterday>>[]> = Promise.resolve([]);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE meals IN EXCLUSIVE MODE`);
      both = Promise.all([copyYesterday(dan), copyYesterday(dan)]);
      await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(2);
    });
    const answers = await both;
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await foodsOn(dan.id, TODAY)).toEqual(["Meal at 06", "Meal at 11", "Meal at 18"]);
  });

  it("refuses to copy one meal onto a day that has it, unless asked, and checks the choice", async () => {
    const eve = await signedIn(t.app, "eve", ZONE);
    const meal = await logMeal(eve, pasta, "2026-06-14T11:00:00Z");
    const url = `/api/meals/${meal.id}/copy`;
    expect((await eve.client.post(url, { date: TODAY })).statusCode).toBe(201);
    const twice = await eve.client.post(url, { date: TODAY });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: "Conflict",
      message: "Today already has this meal: nothing was copied.",
      alreadyThere: ["Pasta al pomodoro"],
      total: 1,
    });
    // Its own day has it too.
    expect((await eve.client.post(url, { date: YESTERDAY })).statusCode).toBe(409);
    const again = await eve.client.post(url, { date: TODAY, ifAlreadyThere: "copy" });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ food: "Pasta al pomodoro", localDate: TODAY });
    expect(await foodsOn(eve.id, TODAY)).toEqual(["Pasta al pomodoro", "Pasta al pomodoro"]);

    for (const ifAlreadyThere of ["skip", "yes", true, null]) {
      const res = await eve.client.post(url, { date: TODAY, ifAlreadyThere });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("ifAlreadyThere must be one of: refuse, copy");
    }
    const badDay = await eve.client.post("/api/meals/copy-day", {
      fromDate: YESTERDAY,
      toDate: TODAY,
      ifAlreadyThere: "twice",
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toBe("ifAlreadyThere must be one of: refuse, copy, skip");
    expect((await eve.client.post("/api/meals/999999/copy", { date: TODAY })).json().message).toBe(
      mealMessages.notFound,
    );
    expect(await foodsOn(eve.id, TODAY)).toEqual(["Pasta al pomodoro", "Pasta al pomodoro"]);
  });
});

describe("splitRepeats", () => {
  const entry = (food: string, calories = 100) => ({
    mealType: "lunch" as const,
    food,
    calories,
    proteins: 1,
    carbs: 2,
    fats: 3,
  });

  it("matches each meal already there to one meal to copy, by food, slot and numbers", () => {
    const source = [entry("Soup"), entry("Soup"), entry("Bread"), entry("Cake", 300)];
    const target = [entry("Soup"), entry("Cake", 350), { ...entry("Bread"), mealType: "dinner" as const }];
    const { alreadyThere, others } = splitRepeats(source, target);
    expect(alreadyThere).toEqual([entry("Soup")]);
    expect(others).toEqual([entry("Soup"), entry("Bread"), entry("Cake", 300)]);
  });

  it("words the refusal for one meal, all of them, or some", () => {
    expect(copyConflictMessage(null, 1, 1, "en")).toBe("Today already has this meal: nothing was copied.");
    expect(copyConflictMessage(null, 4, 4, "en")).toBe("Today already has these 4 meals: nothing was copied.");
    expect(copyConflictMessage("2026-06-14", 1, 4, "en")).toBe(
      "2026-06-14 already has 1 of these 4 meals: nothing was copied.",
    );
  });

  it("words the refusal in Italian", () => {
    expect(copyConflictMessage(null, 1, 1, "it")).toBe("Oggi c'è già questo pasto: non è stato copiato nulla.");
    expect(copyConflictMessage(null, 4, 4, "it")).toBe("Oggi ci sono già questi 4 pasti: non è stato copiato nulla.");
    expect(copyConflictMessage("2026-06-14", 1, 4, "it")).toBe(
      "Il 2026-06-14 c'è già 1 di questi 4 pasti: non è stato copiato nulla.",
    );
    expect(copyConflictMessage(null, 2, 4, "it")).toBe(
      "Oggi ci sono già 2 di questi 4 pasti: non è stato copiato nulla.",
    );
  });
});
