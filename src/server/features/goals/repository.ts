import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type GoalRow, goals, type NewGoalRow } from "../../db/schema/index.js";

/** Names the advisory lock that serialises one user's goal writes (with the user id as second key). */
const GOAL_WRITE_LOCK = 7_246_002;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The only code of the goals feature that talks to the database. Every query names its owner. */
export function goalsRepository(db: Database) {
  /**
   * Runs a goal write for one user under a per-user lock: two simultaneous activations cannot both
   * pass the "deactivate the others" step. The partial unique index still guards the invariant.
   */
  function forUser<T>(userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${GOAL_WRITE_LOCK}, ${userId})`);
      return work(tx);
    });
  }

  async function deactivateOthers(tx: Tx, userId: number, keepId?: number) {
    const conditions = [eq(goals.userId, userId), eq(goals.isActive, true)];
    if (keepId !== undefined) conditions.push(ne(goals.id, keepId));
    await tx
      .update(goals)
      .set({ isActive: false })
      .where(and(...conditions));
  }

  /**
   * Read on every visit (the dashboard, the goals tab): prepared once per connection, so neither
   * Drizzle builds the SQL nor PostgreSQL parses and plans it per request.
   */
  const goalList = db
    .select()
    .from(goals)
    .where(eq(goals.userId, sql.placeholder("userId")))
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .prepare("goal_list");

  const activeGoal = db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, sql.placeholder("userId")), eq(goals.isActive, true)))
    .prepare("active_goal");

  return {
    list(userId: number): Promise<GoalRow[]> {
      return goalList.execute({ userId });
    },

    async findActive(userId: number): Promise<GoalRow | undefined> {
      const [row] = await activeGoal.execute({ userId });
      return row;
    },

    async findOwned(userId: number, id: number): Promise<GoalRow | undefined> {
      const [row] = await db
        .select()
        .from(goals)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)));
      return row;
    },

    /** Inserts the goal; an active one first deactivates the others, in the same transaction. */
    create(row: NewGoalRow & { userId: number }): Promise<GoalRow> {
      return forUser(row.userId, async (tx) => {
        if (row.isActive !== false) await deactivateOthers(tx, row.userId);
        const [created] = await tx.insert(goals).values(row).returning();
        if (!created) throw new Error("insert returned no row");
        return created;
      });
    },

    /** Updates the goal; activating it deactivates the others, in the same transaction. */
    update(userId: number, id: number, patch: Partial<NewGoalRow>): Promise<GoalRow | undefined> {
      return forUser(userId, async (tx) => {
        if (patch.isActive === true) await deactivateOthers(tx, userId, id);
        const [updated] = await tx
          .update(goals)
          .set(patch)
          .where(and(eq(goals.id, id), eq(goals.userId, userId)))
          .returning();
        return updated;
      });
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(goals)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)))
        .returning({ id: goals.id });
      return deleted.length > 0;
    },
  };
}

export type GoalsRepository = ReturnType<typeof goalsRepository>;
