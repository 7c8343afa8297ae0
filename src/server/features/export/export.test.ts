import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { MICRONUTRIENTS } from "../../../shared/domain/nutrients.js";
import { testClock } from "../../test/payments.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn, signInAgain } from "../../test/users.js";
import { csvCell, toCsv } from "./csv.js";

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;

const meal = { mealType: "dinner", calories: 500, proteins: 30, carbs: 40, fats: 20 };

const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  alice = await signedIn(t.app, "alice", "Europe/Rome");
  bob = await signedIn(t.app, "bob");
  await alice.client.post("/api/meals", {
    ...meal,
    food: "Pizza",
    timestamp: "2026-05-10T18:30:00Z",
    notes: "with friends",
  });
  await alice.client.post("/api/meals", {
    ...meal,
    food: '=HYPERLINK("http://evil")',
    timestamp: "2026-05-11T10:00:00Z",
  });
  await alice.client.post("/api/meals", {
    ...meal,
    food: 'Soup, "hot"\nand spicy',
    timestamp: "2026-05-12T10:00:00Z",
    notes: "@SUM(A1)",
  });
  await alice.client.post("/api/nutrition-goals", {
    name: "Keep",
    calories: 2000,
    proteins: 150,
    carbs: 200,
    fats: 65,
  });
  await alice.client.post("/api/user-profile", {
    name: "Alice",
    age: 30,
    gender: "female",
    weight: 60,
    height: 165,
    activityLevel: "light",
  });
  await bob.client.post("/api/meals", { ...meal, food: "Bob's secret" });
});
afterAll(() => t.close());

describe("GET /api/export-data", () => {
  it("downloads the caller's data as a JSON attachment without secrets", async () => {
    const res = await alice.client.get("/api/export-data");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    const today = localDayOf(new Date(), "Europe/Rome");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="macrowise-export-${today}.json"`);
    const body = res.json();
    expect(body.user).toMatchObject({ id: alice.id, username: "alice", email: "alice@example.com" });
    expect(body.profile).toMatchObject({ name: "Alice", bmi: 22, bmiCategory: "Normal" });
    expect(body.goals.map((g: { name: string }) => g.name)).toEqual(["Keep"]);
    expect(body.format).toBe("macrowise-export");
    expect(body.version).toBe(1);
    expect(body.meals).toHaveLength(3);
    expect(body.meals.every((m: { userId: number }) => m.userId === alice.id)).toBe(true);
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2|googleSub|tokenHash/);
    expect(res.body).not.toContain("Bob's secret");
  });

  it("gives another user only their own data and a guest a 401", async () => {
    const body = (await bob.client.get("/api/export-data")).json();
    expect(body.meals.map((m: { food: string }) => m.food)).toEqual(["Bob's secret"]);
    expect(body.profile).toBeNull();
    expect(body.goals).toEqual([]);
    expect((await new TestClient(t.app).get("/api/export-data")).statusCode).toBe(401);
    expect((await new TestClient(t.app).get("/api/export-data/meals.csv")).statusCode).toBe(401);
    expect((await new TestClient(t.app).get("/api/export-data/csv.zip")).statusCode).toBe(401);
  });

  it("stays open to a user whose trial and grace are over: the data is theirs", async () => {
    const late = await signedIn(t.app, "late-leaver");
    await late.client.post("/api/meals", { ...meal, food: "Old habits" });
    clock.advanceDays(30);
    await signInAgain(late.client, "late-leaver");
    try {
      expect((await late.client.get("/api/trial-status")).json()).toMatchObject({
        trialActive: false,
        graceActive: false,
      });
      const json = await late.client.get("/api/export-data");
      expect(json.statusCode).toBe(200);
      expect(json.json().meals.map((m: { food: string }) => m.food)).toEqual(["Old habits"]);
      const zip = await late.client.get("/api/export-data/csv.zip");
      expect(zip.statusCode).toBe(200);
      expect(unzipSync(new Uint8Array(zip.rawPayload))["meals.csv"]).toBeDefined();
    } finally {
      clock.advanceDays(-30);
    }
  });
});

describe("GET /api/export-data/meals.csv", () => {
  it("downloads RFC 4180 CSV with local dates and formula cells defused", async () => {
    const res = await alice.client.get("/api/export-data/meals.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="macrowise-meals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split("\r\n");
    // The original columns first (spreadsheets keep their layout), then one per micronutrient with its unit.
    const micronutrientColumns = MICRONUTRIENTS.map((n) => `${n.key}_${n.unit === "µg" ? "ug" : n.unit}`);
    expect(lines[0]).toBe(
      [
        "id,date,time,timestamp,mealType,food,calories,proteins,carbs,fats,notes",
        ...micronutrientColumns,
        // The food it came from, after everything else: existing spreadsheets keep their layout.
        "foodId,grams",
      ].join(","),
    );
    expect(lines[0]).toContain(",fiber_g,sugars_g,saturatedFat_g,");
    expect(lines[0]).toContain(",vitaminC_mg,vitaminD_ug,");
    // Meals entered by hand: the micronutrient cells are empty, never 0, and so are the food and grams.
    const empty = ",".repeat(MICRONUTRIENTS.length + 2);
    expect(lines[1]).toBe(
      `${lines[1]?.split(",")[0]},2026-05-10,20:30,2026-05-10T18:30:00.000Z,dinner,Pizza,500,30,40,20,with friends${empty}`,
    );
    expect(lines[2]).toMatch(/,dinner,"'=HYPERLINK\(""http:\/\/evil""\)",500,/);
    expect(res.body).toContain(`"Soup, ""hot""\nand spicy",500,30,40,20,'@SUM(A1)${empty}\r\n`);
    expect(res.body.endsWith("\r\n")).toBe(true);
    expect(res.body).not.toContain("Bob's secret");
  });
});

describe("csv cells", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", `"'\rCR"`],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["plain", "plain"],
    ["", ""],
  ])("writes %j as %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes numbers as numbers and nulls as empty fields", () => {
    expect(toCsv(["a", "b", "c"], [[1, null, -2]])).toBe("a,b,c\r\n1,,-2\r\n");
  });
});
