import { and, asc, eq, getTableColumns, gte, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type BodyMeasurementRow, bodyMeasurements } from "../../db/schema/index.js";

export type MeasurementFields = Pick<
  BodyMeasurementRow,
  "date" | "waistCm" | "hipsCm" | "chestCm" | "neckCm" | "armCm" | "thighCm" | "bodyFatPercent" | "note"
>;

const returned = { ...getTableColumns(bodyMeasurements), inserted: sql<boolean>`(xmax = 0)` };

/** The only code of the measurements feature that talks to the database. Every query names its owner. */
export function measurementsRepository(db: Database) {
  const owned = (userId: number, id: number) => and(eq(bodyMeasurements.id, id), eq(bodyMeasurements.userId, userId));

  return {
    list(userId: number, from: string, to: string): Promise<BodyMeasurementRow[]> {
      return db
        .select()
        .from(bodyMeasurements)
        .where(
          and(eq(bodyMeasurements.userId, userId), gte(bodyMeasurements.date, from), lte(bodyMeasurements.date, to)),
        )
        .orderBy(asc(bodyMeasurements.date));
    },

    findOwned(userId: number, id: number): Promise<BodyMeasurementRow | undefined> {
      return db
        .select()
        .from(bodyMeasurements)
        .where(owned(userId, id))
        .then(([row]) => row);
    },

    /** Inserts the day's set, or replaces the whole set that day already has (`inserted` says which). */
    async upsert(userId: number, fields: MeasurementFields): Promise<BodyMeasurementRow & { inserted: boolean }> {
      const { date: _date, ...values } = fields;
      const [row] = await db
        .insert(bodyMeasurements)
        .values({ userId, ...fields })
        .onConflictDoUpdate({
          target: [bodyMeasurements.userId, bodyMeasurements.date],
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning(returned);
      if (!row) throw new Error("upsert returned no row");
      return row;
    },

    /** Changes one set; moved onto a date another set has, that other one is replaced (deleted). */
    update(userId: number, id: number, patch: Partial<MeasurementFields>): Promise<BodyMeasurementRow | undefined> {
      return db.transaction(async (tx) => {
        // Ownership first: another person's id must not cost the caller the set of that date.
        const [own] = await tx
          .select({ id: bodyMeasurements.id })
          .from(bodyMeasurements)
          .where(owned(userId, id))
          .for("update");
        if (!own) return undefined;
        if (patch.date !== undefined) {
          await tx
            .delete(bodyMeasurements)
            .where(
              and(
                eq(bodyMeasurements.userId, userId),
                eq(bodyMeasurements.date, patch.date),
                ne(bodyMeasurements.id, id),
              ),
            );
        }
        const [row] = await tx.update(bodyMeasurements).set(patch).where(owned(userId, id)).returning();
        return row;
      });
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const deleted = await db.delete(bodyMeasurements).where(owned(userId, id)).returning({ id: bodyMeasurements.id });
      return deleted.length > 0;
    },
  };
}

export type MeasurementsRepository = ReturnType<typeof measurementsRepository>;
