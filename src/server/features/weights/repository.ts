import { and, asc, desc, eq, getTableColumns, gte, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { profiles, type WeighInRow, weighIns } from "../../db/schema/index.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface WeighInFields {
  date: string;
  weightKg: number;
  note: string | null;
}

const returned = { ...getTableColumns(weighIns), inserted: sql<boolean>`(xmax = 0)` };

/**
 * The profile's weight follows the latest weigh-in (so BMI and BMR stay current): run in the same
 * transaction as every write. Without any weigh-in left the profile keeps the weight it has.
 */
async function followLatest(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${profiles} SET weight = round(latest.weight_kg::numeric, 1)::double precision, updated_at = now()
    FROM (SELECT ${weighIns.weightKg} AS weight_kg FROM ${weighIns} WHERE ${weighIns.userId} = ${userId}
          ORDER BY ${weighIns.date} DESC LIMIT 1) latest
    WHERE ${profiles.userId} = ${userId} AND ${profiles.weight} IS DISTINCT FROM round(latest.weight_kg::numeric, 1)::double precision`);
}

/** The only code of the weights feature that talks to the database. Every query names its owner. */
export function weightsRepository(db: Database) {
  return {
    /** The weigh-ins from..to (local dates, inclusive), oldest first: one range scan of (user_id, date). */
    list(userId: number, from: string, to: string): Promise<WeighInRow[]> {
      return db
        .select()
        .from(weighIns)
        .where(and(eq(weighIns.userId, userId), gte(weighIns.date, from), lte(weighIns.date, to)))
        .orderBy(asc(weighIns.date));
    },

    /** Every weigh-in up to `to` (the trend starts at the first), date and kg only, oldest first. */
    upTo(userId: number, to: string): Promise<{ date: string; weightKg: number }[]> {
      return db
        .select({ date: weighIns.date, weightKg: weighIns.weightKg })
        .from(weighIns)
        .where(and(eq(weighIns.userId, userId), lte(weighIns.date, to)))
        .orderBy(asc(weighIns.date));
    },

    latest(userId: number): Promise<WeighInRow | undefined> {
      return db
        .select()
        .from(weighIns)
        .where(eq(weighIns.userId, userId))
        .orderBy(desc(weighIns.date))
        .limit(1)
        .then(([row]) => row);
    },

    findOwned(userId: number, id: number): Promise<WeighInRow | undefined> {
      return db
        .select()
        .from(weighIns)
        .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)))
        .then(([row]) => row);
    },

    /** Inserts the day's weigh-in, or replaces the one that day already has (`inserted` says which). */
    upsert(userId: number, fields: WeighInFields): Promise<WeighInRow & { inserted: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(weighIns)
          .values({ userId, ...fields })
          .onConflictDoUpdate({
            target: [weighIns.userId, weighIns.date],
            set: { weightKg: fields.weightKg, note: fields.note, updatedAt: sql`now()` },
          })
          .returning(returned);
        if (!row) throw new Error("upsert returned no row");
        await followLatest(tx, userId);
        return row;
      });
    },

    /** Changes one weigh-in; moved onto a date another one has, that other one is replaced (deleted). */
    update(userId: number, id: number, patch: Partial<WeighInFields>): Promise<WeighInRow | undefined> {
      return db.transaction(async (tx) => {
        // Ownership first: another person's id must not cost the caller the weigh-in of that date.
        const [own] = await tx
          .select({ id: weighIns.id })
          .from(weighIns)
          .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)))
          .for("update");
        if (!own) return undefined;
        if (patch.date !== undefined) {
          await tx
            .delete(weighIns)
            .where(and(eq(weighIns.userId, userId), eq(weighIns.date, patch.date), ne(weighIns.id, id)));
        }
        const [row] = await tx
          .update(weighIns)
          .set(patch)
          .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)))
          .returning();
        if (row) await followLatest(tx, userId);
        return row;
      });
    },

    delete(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(weighIns)
          .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)))
          .returning({ id: weighIns.id });
        if (deleted.length > 0) await followLatest(tx, userId);
        return deleted.length > 0;
      });
    },
  };
}

export type WeightsRepository = ReturnType<typeof weightsRepository>;
