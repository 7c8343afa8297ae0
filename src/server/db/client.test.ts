import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("connectDatabase", () => {
  it("gives every pooled connection the app's session settings", async () => {
    const clients = await Promise.all([database.pool.connect(), database.pool.connect()]);
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ mode: string; threshold: string }>(
          "SELECT current_setting('plan_cache_mode') AS mode, current_setting('pg_trgm.similarity_threshold') AS threshold",
        );
        expect(rows[0]).toEqual({ mode: "force_generic_plan", threshold: "0.45" });
      }
    } finally {
      for (const client of clients) client.release();
    }
  });

  it("plans a prepared range query once: its generic plan reads today's meals through the user's index", async () => {
    const client = await database.pool.connect();
    try {
      await client.query(`PREPARE meals_of_day (int, timestamptz, timestamptz) AS
        SELECT * FROM meals WHERE user_id = $1 AND eaten_at >= $2 AND eaten_at < $3`);
      const plan = await client.query<{ "QUERY PLAN": string }>(
        "EXPLAIN EXECUTE meals_of_day (1, now() - interval '1 day', now())",
      );
      const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toContain("meals_user_eaten_at_idx");
      expect(text).toMatch(/\$1/); // a generic plan names its parameters instead of the values
    } finally {
      client.release(true); // the prepared statement goes with the connection
    }
  });
});
