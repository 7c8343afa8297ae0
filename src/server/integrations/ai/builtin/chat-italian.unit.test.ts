import { describe, expect, it } from "vitest";
import type { ChatType } from "../../../../shared/contracts/ai.js";
import type { BodyContext, NutritionContext } from "../provider.js";
import { detectIntent } from "./chat-intents.js";
import { createBuiltinProvider } from "./provider.js";
import { emptyDay, loadCatalog, makeContext } from "./test-support.js";

/** Issue 28: Italian questions understood, answered in Italian with the same figures. */
const provider = createBuiltinProvider({ catalog: loadCatalog() });
const italian = (overrides: Partial<NutritionContext> = {}) => makeContext({ locale: "it", ...overrides });

async function ask(question: string, context: NutritionContext = italian(), chatType: ChatType = "meals") {
  let answer = "";
  for await (const chunk of provider.chat({ chatType, context, history: [{ role: "user", content: question }] })) {
    answer += chunk;
  }
  return answer;
}

const body: BodyContext = {
  units: "metric",
  weightDisplay: "show",
  expenditure: {
    status: "updating",
    expenditure: 2480,
    low: 2290,
    high: 2670,
    confidence: "medium",
    formula: 2390,
    completeDays: 21,
    weighIns: 14,
    windowDays: 28,
  },
  latest: { date: "2025-03-09", weightKg: 61.4, trendKg: 61.8 },
  changes: { week: -0.3, twoWeeks: -0.7, fourWeeks: -1.6, perWeek: -0.42 },
  goal: { direction: "lose", rateKgPerWeek: 0.5, goalWeightKg: 58 },
  checkIn: { due: false, calories: 2000, previousCalories: 2000, why: "Keep going." },
};

describe("the built-in assistant in Italian", () => {
  it("understands the Italian questions", () => {
    expect(detectIntent("quante proteine ho mangiato oggi?")).toEqual({ kind: "eaten", macro: "protein" });
    expect(detectIntent("cosa mangio a cena?")).toEqual({ kind: "suggestMeal", mealType: "dinner" });
    expect(detectIntent("quante calorie mi restano?")).toEqual({ kind: "remaining", macro: "calories" });
    expect(detectIntent("come sto andando questa settimana?")).toEqual({ kind: "onTrack" });
    expect(detectIntent("cosa mi consigli per pranzo?")).toEqual({ kind: "suggestMeal", mealType: "lunch" });
    expect(detectIntent("che obiettivo mi consigli?", "goals")).toEqual({ kind: "recommendGoal" });
    expect(detectIntent("il mio obiettivo è realistico?", "goals")).toEqual({ kind: "goalRealistic" });
    expect(detectIntent("quanti carboidrati posso ancora mangiare?")).toEqual({ kind: "remaining", macro: "carbs" });
    expect(detectIntent("qual è il mio obiettivo?")).toEqual({ kind: "currentGoal" });
    expect(detectIntent("cosa ho mangiato oggi?")).toEqual({ kind: "mealsToday" });
  });

  it("answers how much protein was eaten today with the figure, in Italian", async () => {
    const answer = await ask(
      "quante proteine ho mangiato oggi?",
      italian({
        totalsToday: { ...emptyDay.totalsToday, proteins: 30 },
        mealsToday: [{ food: "Petto di pollo", mealType: "lunch", calories: 160, proteins: 30, carbs: 0, fats: 4 }],
      }),
    );
    expect(answer).toContain("Finora oggi hai mangiato 30 g di proteine (1 pasto).");
    expect(answer).toContain("Il tuo obiettivo è 150 g di proteine (20%), quindi ne mancano 120 g di proteine.");
    // The same question in English keeps its English answer.
    const english = await ask("How much protein have I eaten today?", makeContext());
    expect(english).toContain("So far today you have eaten 87 g of protein (2 meals).");
  });

  it("answers what is left today in Italian", async () => {
    const answer = await ask("quante calorie mi restano?");
    expect(answer).toContain("Oggi ti restano 600 kcal.");
    expect(answer).toContain("Restano: 600 kcal, 63 g di proteine, 40 g di carboidrati e 20 g di grassi.");
    expect(answer).toContain('il tuo obiettivo "Cut"');
  });

  it("suggests a dinner in Italian, with Italian food names and the language's numbers", async () => {
    const answer = await ask("cosa mangio a cena?");
    expect(answer).toMatch(/^Per cena ti suggerisco /);
    expect(answer).toContain("Punta alla quota della tua cena, circa");
    expect(answer).not.toMatch(/\b(with|about|leaving)\b/);
    const [first] = await provider.mealSuggestions(italian(), "dinner");
    const catalog = loadCatalog();
    const italianNames = new Set(catalog.map((f) => f.nameIt));
    expect(first?.ingredients.every((i) => italianNames.has(i.name))).toBe(true);
  });

  it("answers how the week is going from the trend, in Italian", async () => {
    const answer = await ask("come sto andando questa settimana?", italian({ body }), "goals");
    expect(answer).toContain(
      "Sì: la tua tendenza (−0,4 kg a settimana) è in linea con il tuo obiettivo (−0,5 kg a settimana).",
    );
    expect(answer).toContain("dispendio energetico di 2480 kcal al giorno");
  });

  it("recommends goals and checks the goal in Italian", async () => {
    const [first] = await provider.goalRecommendations(italian());
    expect(first?.title).toMatch(/^(Mantenimento|Dimagrimento|Aumento muscolare): \d/);
    expect(first?.reason).toContain("Il tuo BMR è");
    const check = await ask("il mio obiettivo è realistico?", italian(), "goals");
    expect(check).toContain('Il tuo obiettivo "Cut" è di 2000 kcal');
    expect(check).toContain("Nei 7 giorni prima di oggi hai assunto in media 2300 kcal (5 giorni registrati)");
  });

  it("greets and explains itself in Italian", async () => {
    const answer = await ask("ciao");
    expect(answer).toMatch(/^Ciao ada! Sono il tuo assistente nutrizionale offline/);
    expect(answer).toContain('"Quante proteine ho mangiato oggi?"');
    expect(await ask("qual è la capitale della Francia?")).toMatch(/^Mi dispiace, non so rispondere\./);
  });
});
