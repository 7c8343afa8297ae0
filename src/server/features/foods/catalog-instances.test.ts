import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriberWithKey } from "../../test/api-keys.js";
import { type FakeOpenFoodFacts, startFakeOpenFoodFacts } from "../../test/fake-open-food-facts.js";
import { createPeerApp, type PeerApp } from "../../test/peer-app.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

/**
 * Two instances on one database, as behind a load balancer: a shared food stored through one (a
 * barcode lookup, an operator's SQL) is in the other's very next search, for every user, on the
 * web and the public API, although both had already answered that search.
 */
const PRODUCTS = 100;
const barcodeOf = (n: number) => String(4_000_000_000_000 + n);
const nameOf = (n: number) => `Quokkaberry crisps ${n}`;

let a: TestApp;
let b: PeerApp;
let off: FakeOpenFoodFacts;

beforeAll(async () => {
  const products = Object.fromEntries(
    Array.from({ length: PRODUCTS }, (_, n) => [
      barcodeOf(n),
      {
        product_name: nameOf(n),
        nutriments: { "energy-kcal_100g": 500, proteins_100g: 6, carbohydrates_100g: 60, fat_100g: 25 },
      },
    ]),
  );
  off = await startFakeOpenFoodFacts(products);
  a = await createTestApp({ openFoodFactsUrl: off.url });
  b = await createPeerApp(a, { openFoodFactsUrl: off.url });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await off.close();
});

const namesOf = (body: string) => (JSON.parse(body) as { name: string }[]).map((food) => food.name);

describe("shared foods across instances", () => {
  it("a food scanned on one instance is in the next search on the other, every time", async () => {
    const scanner = new TestClient(a.app);
    await scanner.register("scanner");
    const searcher = new TestClient(b.app);
    await searcher.register("searcher");
    const onA = new TestClient(a.app);
    await onA.register("neighbour");
    let stale = 0;
    for (let n = 0; n < PRODUCTS; n++) {
      const query = `/api/foods?q=${encodeURIComponent(nameOf(n))}&limit=3`;
      // Both instances answer (and keep) the search before the food exists.
      expect(namesOf((await searcher.get(query)).body)).not.toContain(nameOf(n));
      expect(namesOf((await onA.get(query)).body)).not.toContain(nameOf(n));
      expect((await scanner.get(`/api/foods/barcode/${barcodeOf(n)}`)).statusCode).toBe(200);
      if (namesOf((await searcher.get(query)).body)[0] !== nameOf(n)) stale += 1;
      if (namesOf((await onA.get(query)).body)[0] !== nameOf(n)) stale += 1;
    }
    expect(stale).toBe(0);
  });

  it("the public API on the other instance finds it at once too", async () => {
    const holder = await subscriberWithKey({ app: b.app, database: a.database }, "scripter");
    const query = `/api/v1/foods?q=${encodeURIComponent("Quokkaberry crisps special")}&limit=3`;
    expect(namesOf((await holder.api.get(query)).body)).not.toContain("Quokkaberry crisps special");
    await a.database.db.execute(sql`
      INSERT INTO foods (slug, kind, name, calories, proteins, carbs, fats, popularity)
      VALUES ('operator-quokkaberry', 'builtin', 'Quokkaberry crisps special', 480, 6, 58, 24, 1)`);
    expect(namesOf((await holder.api.get(query)).body)[0]).toBe("Quokkaberry crisps special");
  });

  it("a shared food changed by an operator's SQL shows changed in the next search and recent foods", async () => {
    const eater = new TestClient(b.app);
    await eater.register("eater");
    const [banana] = (await eater.get("/api/foods?q=banana&limit=1")).json() as { id: number; name: string }[];
    if (!banana) throw new Error("the catalog has no banana");
    await eater.post("/api/meals/from-food", { foodId: banana.id, grams: 120, mealType: "snack" });
    const recentNames = async () =>
      ((await eater.get("/api/foods/recent")).json() as { recent: { name: string }[] }).recent.map((food) => food.name);
    expect(await recentNames()).toContain(banana.name);
    await a.database.db.execute(
      sql`UPDATE foods SET name = 'Banana, as the operator spells it' WHERE id = ${banana.id}`,
    );
    expect((await eater.get("/api/foods?q=banana&limit=1")).json()[0].name).toBe("Banana, as the operator spells it");
    expect(await recentNames()).toContain("Banana, as the operator spells it");
  });

  it("a user's own food does not move the shared version", async () => {
    const before = await a.database.db.execute(sql`SELECT version FROM catalog_version`);
    const cook = new TestClient(a.app);
    await cook.register("cook");
    const created = await cook.post("/api/foods", {
      name: "Nonna's focaccia",
      basis: "g",
      referenceGrams: 100,
      calories: 290,
      proteins: 7,
      carbs: 40,
      fats: 11,
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await a.database.db.execute(sql`SELECT version FROM catalog_version`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
