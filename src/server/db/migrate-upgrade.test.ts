import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { hashPassword } from "../features/auth/passwords.js";
import { hashSessionToken } from "../features/auth/tokens.js";
import { createEmptyDatabase, type EmptyDatabase, migrationsFolderWith } from "../test/empty-database.js";
import { TestClient } from "../test/test-app.js";
import { connectDatabase, type DatabaseHandle } from "./client.js";
import { applyMigrations, MigrationError, readMigrations } from "./migrate.js";

/**
 * Upgrades: a database written by the first release (migration 0000, then 0001's meals, goals and
 * profile) is brought to this build's schema with its data intact and read by today's app; a
 * migration that fails leaves the schema the previous version runs on, and says which and why.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase(): Promise<EmptyDatabase> {
  const database = await createEmptyDatabase("macrowise_upgrade");
  cleanups.push(database.drop);
  return database;
}

async function folderWith(...args: Parameters<typeof migrationsFolderWith>): Promise<string> {
  const made = await migrationsFolderWith(...args);
  cleanups.push(made.remove);
  return made.folder;
}

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function appOn(url: string): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = connectDatabase(url, 2);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database, serveWeb: false });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

const shipped = readMigrations();

describe("an upgrade from the first release's schema", () => {
  it("keeps what the first release wrote, and today's app reads it", async () => {
    const { url } = await emptyDatabase();
    await applyMigrations(url, await folderWith(1));
    // As 0000 had them: a user with a password, a session, the registration log.
    const passwordHash = await hashPassword("first-release-pass");
    await query(
      url,
      `INSERT INTO users (id, username, email, gender, password_hash, time_zone, created_at)
       VALUES (7, 'pioneer', 'pioneer@example.com', 'female', $1, 'Europe/Rome', '2025-03-01T08:00:00Z')`,
      [passwordHash],
    );
    await query(url, "SELECT setval('users_id_seq', 7)");
    await query(
      url,
      "INSERT INTO sessions (token_hash, user_id, expires_at, user_agent) VALUES ($1, 7, now() + interval '20 days', 'Firefox')",
      [hashSessionToken("first-release-session")],
    );
    await query(
      url,
      "INSERT INTO registration_logs (user_id, ip_address, user_agent) VALUES (7, '192.0.2.7', 'Firefox')",
    );

    // As 0001 had them: meals, a goal and a profile.
    await applyMigrations(url, await folderWith(2));
    await query(
      url,
      `INSERT INTO meals (id, user_id, food, calories, proteins, carbs, fats, meal_type, eaten_at, notes)
       VALUES (41, 7, 'Risotto', 640, 18, 92, 21, 'dinner', '2025-03-02T19:30:00Z', 'with saffron')`,
    );
    await query(url, "SELECT setval('meals_id_seq', 41)");
    await query(
      url,
      `INSERT INTO nutrition_goals (user_id, name, calories, proteins, carbs, fats, start_date, is_active)
       VALUES (7, 'Spring', 1900, 110, 210, 60, '2025-03-01', true)`,
    );
    await query(
      url,
      `INSERT INTO user_profiles (user_id, name, age, gender, weight, height, activity_level)
       VALUES (7, 'Pia', 41, 'female', 63.5, 168, 'light')`,
    );

    const applied = await applyMigrations(url);
    expect(applied.map((m) => m.tag)).toEqual(shipped.slice(2).map((m) => m.tag));

    const [meal] = await query<Record<string, unknown>>(
      url,
      "SELECT *, to_char(eaten_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS eaten FROM meals WHERE id = 41",
    );
    expect(meal).toMatchObject({
      eaten: "2025-03-02 19:30",
      user_id: 7,
      food: "Risotto",
      calories: 640,
      proteins: 18,
      carbs: 92,
      fats: 21,
      meal_type: "dinner",
      notes: "with saffron",
      food_id: null,
      macros_given: true,
    });

    // Today's app: the old session still opens the account, the old password signs in, the data reads.
    const { app } = await appOn(url);
    const oldSession = new TestClient(app);
    oldSession.cookie = "macrowise_session=first-release-session";
    const me = await oldSession.get("/api/user");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: 7, username: "pioneer", email: "pioneer@example.com" });

    const client = new TestClient(app);
    const login = await client.post("/api/login", { username: "pioneer", password: "first-release-pass" });
    expect(login.statusCode, login.body).toBe(200);
    const meals = await client.get("/api/meals?startDate=2025-03-02&endDate=2025-03-02");
    expect(meals.statusCode, meals.body).toBe(200);
    expect(meals.json()).toEqual([
      expect.objectContaining({ id: 41, food: "Risotto", calories: 640, mealType: "dinner", notes: "with saffron" }),
    ]);
    const goal = await client.get("/api/nutrition-goals/active");
    expect(goal.json()).toMatchObject({ name: "Spring", calories: 1900, proteins: 110 });
    const profile = await client.get("/api/user-profile");
    expect(profile.json()).toMatchObject({ name: "Pia", age: 41, weight: 63.5, activityLevel: "light" });
    // New rows take ids after the old ones.
    const added = await client.post("/api/meals", {
      food: "Espresso",
      mealType: "snack",
      calories: 2,
      proteins: 0,
      carbs: 0,
      fats: 0,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().id).toBe(42);
  });
});

describe("a migration that fails", () => {
  it("leaves the schema the previous version runs on, and says which migration failed and why", async () => {
    const { url } = await emptyDatabase();
    await applyMigrations(url);
    const { app } = await appOn(url);
    const client = new TestClient(app);
    expect((await client.register("steady")).statusCode).toBe(201);
    const meal = { food: "Toast", mealType: "breakfast", calories: 180, proteins: 6, carbs: 30, fats: 3 };
    expect((await client.post("/api/meals", meal)).statusCode).toBe(201);

    const folder = await folderWith(shipped.length, [
      { tag: "9000_add_probe", sql: 'CREATE TABLE "upgrade_probe" ("id" integer);' },
      {
        tag: "9001_broken",
        sql: [
          'ALTER TABLE "meals" ADD COLUMN "probe" integer;',
          'UPDATE "meals" SET "calories" = "calories" / 0;',
          'ALTER TABLE "meals" DROP COLUMN "notes";',
        ].join("--> statement-breakpoint\n"),
      },
    ]);
    const failure = await applyMigrations(url, folder).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    const message = (failure as Error).message;
    expect(message).toContain("Migration 9001_broken failed at statement 2 of 3: division by zero");
    expect(message).toContain('UPDATE "meals" SET "calories" = "calories" / 0;');
    expect(message).toContain(`the database is still at ${shipped.at(-1)?.tag}`);

    // Nothing of the upgrade stayed: not the good migration before it, not the broken one's first statement.
    const [state] = await query<{ migrations: number; probe: string | null; column: number }>(
      url,
      `SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
              to_regclass('upgrade_probe')::text AS probe,
              (SELECT count(*)::int FROM information_schema.columns WHERE table_name = 'meals' AND column_name = 'probe') AS column`,
    );
    expect(state).toEqual({ migrations: shipped.length, probe: null, column: 0 });
    // The running app goes on as before, reading and writing.
    const meals = await client.get("/api/meals");
    expect(meals.statusCode, meals.body).toBe(200);
    expect(meals.json()).toEqual([expect.objectContaining({ food: "Toast", calories: 180 })]);
    expect((await client.post("/api/meals", { ...meal, food: "Jam" })).statusCode).toBe(201);
    // And the next start of this build finds nothing to do.
    expect(await applyMigrations(url)).toEqual([]);
  });
});
