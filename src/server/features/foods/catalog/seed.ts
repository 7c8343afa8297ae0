import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { appMeta, foodPortions, foods } from "../../../db/schema/index.js";
import { parseCatalog } from "./parse-catalog.js";

export const catalogFile = path.join(import.meta.dirname, "foods.csv");
const CATALOG_KEY = "food_catalog_sha256";
/** Serialises seeding between instances starting together (a different key from migrations). */
const SEED_LOCK_KEY = 7_246_002;

/**
 * Loads the built-in food catalog into PostgreSQL. Idempotent: foods are upserted by slug, their
 * portions replaced, and nothing at all happens when the stored checksum matches the file.
 * Meals never reference catalog values (they keep their own numbers), so an update is safe.
 */
export async function seedFoodCatalog(db: Database): Promise<{ seeded: boolean; foods: number }> {
  const text = await fs.readFile(catalogFile, "utf8");
  const checksum = createHash("sha256").update(text).digest("hex");
  const rows = parseCatalog(text);

  return db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [stored] = await tx.select().from(appMeta).where(eq(appMeta.key, CATALOG_KEY));
      if (stored?.value === checksum) return { seeded: false, foods: rows.length };

      const upserted = await tx
        .insert(foods)
        .values(
          rows.map((r) => ({
            slug: r.slug,
            kind: "builtin" as const,
            name: r.name,
            aliases: r.aliases.join(" | "),
            category: r.category,
            basis: r.basis,
            kcal: r.kcal,
            protein: r.protein,
            carbs: r.carbs,
            fat: r.fat,
            fiber: r.fiber,
          })),
        )
        .onConflictDoUpdate({
          target: foods.slug,
          targetWhere: isNull(foods.ownerUserId),
          set: {
            name: sql`excluded.name`,
            aliases: sql`excluded.aliases`,
            category: sql`excluded.category`,
            basis: sql`excluded.basis`,
            kcal: sql`excluded.kcal`,
            protein: sql`excluded.protein`,
            carbs: sql`excluded.carbs`,
            fat: sql`excluded.fat`,
            fiber: sql`excluded.fiber`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: foods.id, slug: foods.slug });

      const idBySlug = new Map(upserted.map((u) => [u.slug, u.id]));
      await tx.delete(foodPortions).where(
        inArray(
          foodPortions.foodId,
          upserted.map((u) => u.id),
        ),
      );
      const portions = rows.flatMap((r) =>
        r.portions.map((p, position) => ({
          foodId: idBySlug.get(r.slug) as number,
          name: p.name,
          grams: p.grams,
          position,
        })),
      );
      for (let i = 0; i < portions.length; i += 1000) await tx.insert(foodPortions).values(portions.slice(i, i + 1000));

      await tx
        .insert(appMeta)
        .values({ key: CATALOG_KEY, value: checksum })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: checksum, updatedAt: sql`now()` } });
      return { seeded: true, foods: rows.length };
    })
    .then(async (result) => {
      // Fresh statistics, so the planner knows the table's size and uses the trigram index well.
      if (result.seeded) await db.execute(sql`ANALYZE foods, food_portions`);
      return result;
    });
}
