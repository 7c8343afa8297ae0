import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/** Issue 28: the built-in assistant asked in Italian answers in Italian from the person's own figures. */
let t: TestApp;
let ana: SignedInClient;
const it_ = { "x-language": "it" };

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      auth: { max: 1000, timeWindowMs: 60_000 },
      adminAccess: { max: 5, timeWindowMs: 60_000 },
      ai: { max: 1000, timeWindowMs: 60_000 },
      contact: { max: 5, timeWindowMs: 60_000 },
    },
  });
  ana = await signedIn(t.app, "ana", "Europe/Rome");
  const now = new Date().toISOString();
  await ana.client.post("/api/meals", {
    food: "Petto di pollo",
    calories: 160,
    proteins: 30,
    carbs: 0,
    fats: 4,
    mealType: "lunch",
    timestamp: now,
  });
  await ana.client.post("/api/nutrition-goals", {
    name: "Mantenimento",
    calories: 2000,
    proteins: 150,
    carbs: 200,
    fats: 65,
    startDate: now.slice(0, 10),
    isActive: true,
  });
});
afterAll(() => t.close());

const ask = async (query: string, chatType: "meals" | "goals" = "meals") => {
  const res = await ana.client.request("POST", "/api/ai-chat", { query, chatType }, it_);
  expect(res.statusCode).toBe(200);
  return res.json().answer as string;
};

describe("the assistant in Italian", () => {
  it("answers the protein eaten today with the logged 30 g", async () => {
    const answer = await ask("quante proteine ho mangiato oggi?");
    expect(answer).toContain("Finora oggi hai mangiato 30 g di proteine (1 pasto).");
    expect(answer).toContain("ne mancano 120 g di proteine");
    // The same person asking in English is answered in English.
    const english = (await ana.client.post("/api/ai-chat", { query: "How much protein have I eaten today?" })).json();
    expect(english.answer).toContain("So far today you have eaten 30 g of protein (1 meal).");
  });

  it("answers the calories left and suggests a dinner", async () => {
    expect(await ask("quante calorie mi restano?")).toContain("Oggi ti restano 1840 kcal.");
    expect(await ask("cosa mangio a cena?")).toMatch(/^Per cena ti suggerisco /);
    expect(await ask("come sto andando questa settimana?", "goals")).toMatch(/pesate|profilo/);
  });

  it("writes meal suggestions and goal recommendations in Italian, cached apart from English", async () => {
    const english = await ana.client.get("/api/recommendations/meals?mealType=dinner");
    const italian = await ana.client.request("GET", "/api/recommendations/meals?mealType=dinner", undefined, it_);
    expect(italian.statusCode).toBe(200);
    const [first] = italian.json().suggestions;
    expect(first.description).toContain("Punta alla quota della tua cena");
    expect(english.json().suggestions[0].description).toContain("It aims at your dinner share");
    const goals = await ana.client.request("GET", "/api/recommendations/nutrition-goals", undefined, it_);
    expect(goals.json().recommendations[0].title).toMatch(/^(Mantenimento|Dimagrimento|Aumento muscolare): /);
  });

  it("says why the expenditure is still collecting in Italian, as GET /api/expenditure does", async () => {
    const bea = await signedIn(t.app, "bea", "Europe/Rome");
    const profile = { name: "Bea", age: 30, gender: "female", weight: 60, height: 165, activityLevel: "light" };
    expect((await bea.client.post("/api/user-profile", profile)).statusCode).toBe(201);
    const res = await bea.client.request(
      "POST",
      "/api/ai-chat",
      { query: "qual è il mio dispendio?", chatType: "goals" },
      it_,
    );
    expect(res.statusCode).toBe(200);
    const reason = (await bea.client.get("/api/expenditure", it_)).json().reason;
    expect(reason).toBe("Raccolta dati: 0 giorni su 14.");
    expect(res.json().answer).toContain(reason);
  });

  it("answers the server's messages in Italian", async () => {
    const missing = await ana.client.request(
      "GET",
      "/api/meal-images/00000000-0000-0000-0000-000000000000",
      undefined,
      it_,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Immagine non trovata");
    const bad = await ana.client.request(
      "POST",
      "/api/analyze-food-image",
      { imageBase64: "data:text/plain;base64,aGk=" },
      it_,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Carica un'immagine valida");
  });
});
