import { describe, expect, it } from "vitest";
import { createOpenAiProvider } from "./provider.js";
import { collect, context, recommendation, setupFakeOpenAi, suggestion } from "./test-support.js";

/** Issue 28: the model is told the person's language; English requests stay as they were. */
const openAi = setupFakeOpenAi();
const italian = { ...context, locale: "it" as const };
const systemOf = (index = 0) => openAi.chatRequests()[index]?.body.messages?.[0]?.content ?? "";
const allText = (index = 0) =>
  (openAi.chatRequests()[index]?.body.messages ?? []).map((m: { content?: unknown }) => String(m.content)).join("\n");

describe("OpenAI provider: the person's language", () => {
  it("asks for Italian answers in the chat's system prompt when the locale is it", async () => {
    openAi.fake.respondWith([{ content: "Ti restano 600 kcal." }, { content: "You have 600 kcal left." }]);
    const provider = createOpenAiProvider(openAi.config);
    const history = [{ role: "user" as const, content: "quante calorie mi restano?" }];
    expect((await collect(provider.chat({ chatType: "meals", context: italian, history }))).join("")).toBe(
      "Ti restano 600 kcal.",
    );
    expect(systemOf(0)).toContain("answer in Italian");
    expect(systemOf(0)).toContain("Nutrition Consultant");

    await collect(provider.chat({ chatType: "meals", context, history }));
    expect(systemOf(1)).not.toContain("Italian");
  });

  it("asks for Italian meal suggestions and goal recommendations", async () => {
    openAi.fake.respondWith([
      { content: JSON.stringify({ suggestions: [suggestion] }) },
      { content: JSON.stringify({ recommendations: [recommendation("Mantenimento")] }) },
    ]);
    const provider = createOpenAiProvider(openAi.config);
    await provider.mealSuggestions(italian, "lunch");
    await provider.goalRecommendations(italian);
    expect(allText(0)).toContain("answer in Italian");
    expect(allText(1)).toContain("answer in Italian");
  });
});
