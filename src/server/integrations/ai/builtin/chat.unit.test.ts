import { describe, expect, it } from "vitest";
import type { ChatType } from "../../../../shared/contracts/ai.js";
import { AiProviderError, type NutritionContext } from "../provider.js";
import { detectIntent } from "./chat-intents.js";
import { chunkAnswer, createBuiltinProvider } from "./provider.js";
import { emptyDay, loadCatalog, makeContext } from "./test-support.js";

const provider = createBuiltinProvider({ catalog: loadCatalog() });

async function ask(question: string, context: NutritionContext = makeContext(), chatType: ChatType = "meals") {
  const chunks: string[] = [];
  for await (const chunk of provider.chat({ chatType, context, history: [{ role: "user", content: question }] })) {
    chunks.push(chunk);
  }
  return { answer: chunks.join(""), chunks };
}

describe("built-in chat", () => {
  it("answers how much protein was eaten today with the exact number", async () => {
    const { answer } = await ask("How much protein have I eaten today?");
    expect(answer).toContain("87 g of protein");
    expect(answer).toContain("63 g protein to go");
    expect((await ask("quante proteine ho mangiato oggi?")).answer).toContain("87 g of protein");
    expect((await ask("how many carbs did I have so far")).answer).toContain("160 g of carbs");
    expect((await ask("How much protein have I eaten today?", makeContext({ ...emptyDay }))).answer).toContain(
      "0 g of protein",
    );
  });

  it("answers what is left today as goal minus totals", async () => {
    const { answer } = await ask("What is left today?");
    // Goal 2000/150/200/65, eaten 1400/87/160/45.
    expect(answer).toContain("Left: 600 kcal, 63 g protein, 40 g carbs and 20 g fat.");
    expect(answer).toContain('your goal "Cut"');
    const over = await ask(
      "how many calories are left?",
      makeContext({ totalsToday: { ...makeContext().totalsToday, calories: 2150 } }),
    );
    expect(over.answer).toContain("You are 150 kcal over your target today.");
  });

  it("explains BMR with the formula and the user's numbers", async () => {
    const { answer } = await ask("How does BMR work?");
    // female, 62 kg, 170 cm, 34 years: 447.593 + 9.247 x 62 + 3.098 x 170 - 4.33 x 34 = 1399.7
    expect(answer).toContain("447.593 + 9.247 × 62 + 3.098 × 170 − 4.33 × 34 = 1,400 kcal");
    expect(answer).toContain("Harris-Benedict");
    const none = await ask("what is my bmr", makeContext({ profile: null }));
    expect(none.answer).toContain("Profile tab");
  });

  it("says plainly what it cannot answer", async () => {
    const { answer } = await ask("What is the capital of France?");
    expect(answer).toMatch(/^Sorry, I can't answer that\./);
    expect(answer).toContain("without a language model");
    expect(answer).toContain("Try asking:");
  });

  it("lists today's meals, BMI, TDEE and macro splits from the data", async () => {
    const meals = (await ask("What did I eat today?")).answer;
    expect(meals).toContain("- Breakfast: Oatmeal with berries, 500 kcal");
    expect(meals).toContain("Chicken salad & bread");
    expect((await ask("what is my BMI?")).answer).toContain("= 21.5, which is Normal");
    expect((await ask("what is my TDEE?")).answer).toContain("× 1.55 (moderate) = 2,171 kcal");
    expect((await ask("how do macro splits work?")).answer).toContain("maintenance 30/40/30");
  });

  it("checks whether the goal is realistic against TDEE and the 7-day average", async () => {
    const { answer } = await ask("Is my goal realistic?", makeContext(), "goals");
    expect(answer).toContain("maintenance (TDEE) is about 2,171 kcal");
    expect(answer).toContain("averaged 2,300 kcal (5 logged days), 300 kcal above your goal");
    const tooLow = await ask(
      "is my goal realistic",
      makeContext({ activeGoal: { name: "Crash", calories: 900, proteins: 80, carbs: 80, fats: 30 } }),
    );
    expect(tooLow.answer).toContain("below the safe minimum");
  });

  it("suggests a meal with the meal planner's best suggestion", async () => {
    const context = makeContext();
    const [best] = await provider.mealSuggestions(context, "dinner");
    const { answer } = await ask("What should I eat for dinner?", context);
    expect(answer).toContain(`For dinner I suggest ${best?.name}`);
    expect((await ask("cosa mangio a cena?", context)).answer).toContain(`I suggest ${best?.name}`);
  });

  it("greets differently in the meals and goals chats", async () => {
    const meals = (await ask("hi", makeContext(), "meals")).answer;
    const goals = (await ask("hi", makeContext(), "goals")).answer;
    expect(meals).toContain("nutrition assistant");
    expect(goals).toContain("goals consultant");
    expect(meals).not.toBe(goals);
    expect((await ask("suggest something", makeContext(), "goals")).answer).toContain("Maintenance: 2,171 kcal");
  });

  it("streams a few chunks that add up to the answer, the same every time", async () => {
    const first = await ask("How does BMR work?");
    const second = await ask("How does BMR work?");
    expect(first.chunks.length).toBeGreaterThan(2);
    expect(first.chunks).toEqual(second.chunks);
    const text = "One two. Three four five six seven eight nine ten eleven!\n- a\n";
    expect(chunkAnswer(text).join("")).toBe(text);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const stream = provider.chat(
      { chatType: "meals", context: makeContext(), history: [{ role: "user", content: "hi" }] },
      controller.signal,
    );
    await expect(async () => {
      for await (const _ of stream) {
        // nothing
      }
    }).rejects.toBeInstanceOf(AiProviderError);
  });

  it("recognises common phrasings", () => {
    const cases: [string, string][] = [
      ["how much protein is left?", "remaining"],
      ["what have I eaten so far today", "mealsToday"],
      ["how many calories did I eat today", "eaten"],
      ["is my target achievable?", "goalRealistic"],
      ["what's my goal", "currentGoal"],
      ["which goal should I pick", "recommendGoal"],
      ["ideas for lunch", "suggestMeal"],
      ["what is BMI", "bmi"],
      ["explain basal metabolism", "bmr"],
      ["how many calories do I burn", "tdee"],
      ["what is a good macro ratio", "macros"],
      ["hello", "greeting"],
      ["what can you do?", "help"],
      ["tell me a joke", "unknown"],
    ];
    for (const [question, kind] of cases) expect([question, detectIntent(question).kind]).toEqual([question, kind]);
  });
});

describe("built-in provider, other calls", () => {
  it("cannot analyse photos", async () => {
    expect(await provider.analyzeFoodImage({ mimeType: "image/png", bytes: Buffer.from([1, 2, 3]) })).toBeNull();
  });
});
