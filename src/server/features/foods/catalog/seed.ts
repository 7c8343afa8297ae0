import { eq, sql } from "drizzle-orm";
import { NUTRIENT_KEYS, nutrientColumn } from "../../../../shared/domain/nutrients.js";
import type { Database } from "../../../db/client.js";
import { appMeta } from "../../../db/schema/index.js";
import { type CatalogSource, readCatalog } from "./catalog-files.js";
import type { CatalogFood } from "./merge-catalog.js";

const CATALOG_KEY = "food_catalog_sha256";
/** Serialises seeding between instances starting together (a different key from migrations). */
const SEED_LOCK_KEY = 7_246_002;

export interface SeedResult {
  seeded: boolean;
  /** Foods in the catalog (counted only when seeding). */
  foods: number;
  milliseconds: number;
}

/** The columns a catalog row writes (snake_case), besides slug and kind. */
const COLUMNS = [
  "name",
  "name_it",
  "aliases",
  "category",
  "basis",
  ...NUTRIENT_KEYS.map(nutrientColumn),
  "source",
  "popularity",
];

function toRecord(food: CatalogFood): Record<string, unknown> {
  const record: Record<string, unknown> = {
    slug: food.slug,
    name: food.name,
    name_it: food.nameIt,
    aliases: food.aliases.join(" | "),
    category: food.category,
    basis: food.basis,
    source: food.source,
    popularity: food.popularity,
  };
  for (const key of NUTRIENT_KEYS) record[nutrientColumn(key)] = food.nutrients[key];
  return record;
}

/**
 * Loads the built-in food database into PostgreSQL. Idempotent and cheap when nothing changed:
 * the files' checksum is compared with the stored one before anything is parsed. Otherwise, in one
 * transaction under an advisory lock, foods are upserted by slug (one statement from a JSON
 * array) and their portions replaced. Meals never reference catalog values (they keep their own
 * numbers), so an update is safe.
 */
export async function seedFoodCatalog(db: Database, source?: CatalogSource): Promise<SeedResult> {
  const started = performance.now();
  const catalog = source ?? (await readCatalog());
  const elapsed = () => Math.round(performance.now() - started);
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, CATALOG_KEY));
  if (current?.value === catalog.checksum) return { seeded: false, foods: 0, milliseconds: elapsed() };

  const foods = catalog.foods();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another instance may have seeded while this one waited for the lock.
    const [stored] = await tx.select().from(appMeta).where(eq(appMeta.key, CATALOG_KEY));
    if (stored?.value === catalog.checksum) return false;

    const columns = sql.raw(COLUMNS.map((c) => `"${c}"`).join(", "));
    const updates = sql.raw(COLUMNS.map((c) => `"${c}" = excluded."${c}"`).join(", "));
    // Rows whose values did not change are left alone (their generated search columns and index
    // entries too): a catalog release that edits a few foods rewrites only those.
    const changed = sql.raw(
      `(${COLUMNS.map((c) => `foods."${c}"`).join(", ")}) IS DISTINCT FROM (${COLUMNS.map((c) => `excluded."${c}"`).join(", ")})`,
    );
    await tx.execute(sql`
      INSERT INTO foods (slug, kind, ${columns})
      SELECT slug, 'builtin', ${columns} FROM json_populate_recordset(NULL::foods, ${JSON.stringify(foods.map(toRecord))}::json)
      ON CONFLICT (slug) WHERE owner_user_id IS NULL DO UPDATE SET ${updates}, updated_at = now() WHERE ${changed}`);
    await tx.execute(sql`
      DELETE FROM food_portions p USING foods f WHERE p.food_id = f.id AND f.kind = 'builtin' AND f.owner_user_id IS NULL`);
    const portions = foods.flatMap((food) =>
      food.portions.map((portion, position) => ({
        slug: food.slug,
        name: portion.name,
        grams: portion.grams,
        position,
      })),
    );
    await tx.execute(sql`
      INSERT INTO food_portions (food_id, name, grams, position)
      SELECT f.id, p.name, p.grams, p.position
      FROM json_to_recordset(${JSON.stringify(portions)}::json) AS p(slug text, name text, grams real, position int)
      JOIN foods f ON f.slug = p.slug AND f.owner_user_id IS NULL`);
    await tx
      .insert(appMeta)
      .values({ key: CATALOG_KEY, value: catalog.checksum })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: catalog.checksum, updatedAt: sql`now()` } });
    return true;
  });
  // Fresh statistics, so the planner knows the table's size and uses the trigram index well.
  if (seeded) await db.execute(sql`ANALYZE foods, food_portions, search_vocabulary`);
  return { seeded, foods: foods.length, milliseconds: elapsed() };
}
