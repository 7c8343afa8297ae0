import { describe, expect, it } from "vitest";
import { aiMessages } from "../../../../shared/contracts/ai.js";
import { createOpenAiProvider } from "./provider.js";
import { collect, context, failureOf, setupFakeOpenAi } from "./test-support.js";

const openAi = setupFakeOpenAi();

describe("OpenAI provider: chat", () => {
  it("streams the pieces in order, the first before the last is sent", async () => {
    const chunks = ["You have ", "2000 kcal ", "left ", "today."];
    openAi.fake.respondWith([{ chunks, chunkDelayMs: 100 }]);
    const provider = createOpenAiProvider(openAi.config);
    const history = [
      { role: "user" as const, content: "Hi" },
      { role: "assistant" as const, content: "Hello!" },
      { role: "user" as const, content: "How much is left?" },
    ];

    const received: string[] = [];
    let sentWhenFirstArrived = -1;
    for await (const piece of provider.chat({ chatType: "meals", context, history })) {
      if (received.length === 0) sentWhenFirstArrived = openAi.fake.requests[0]?.chunksSent ?? -1;
      received.push(piece);
    }

    expect(received).toEqual(chunks);
    expect(sentWhenFirstArrived).toBeGreaterThanOrEqual(1);
    expect(sentWhenFirstArrived).toBeLessThan(chunks.length);
    const [request] = openAi.chatRequests();
    expect(request?.body.model).toBe("text-model-x");
    expect(request?.body.stream).toBe(true);
    const messages = request?.body.messages ?? [];
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain("Nutrition Consultant");
    expect(messages[0]?.content).toContain("Lean bulk");
    expect(messages.slice(1)).toEqual(history);
  });

  it("uses the goals consultant for goal chats", async () => {
    openAi.fake.respondWith([{ content: "Your goal looks realistic." }]);
    const pieces = await collect(
      createOpenAiProvider(openAi.config).chat({
        chatType: "goals",
        context,
        history: [{ role: "user", content: "Is it ok?" }],
      }),
    );
    expect(pieces.join("")).toBe("Your goal looks realistic.");
    expect(openAi.chatRequests()[0]?.body.messages?.[0]?.content).toContain("Nutritional Goals Consultant");
  });

  it("times out when the stream stalls between pieces", async () => {
    openAi.fake.respondWith([{ chunks: ["one ", "two"], chunkDelayMs: 5_000 }]);
    const provider = createOpenAiProvider({ ...openAi.config, timeoutMs: 300 });
    const received: string[] = [];
    const started = Date.now();

    const error = await failureOf(
      (async () => {
        for await (const piece of provider.chat({
          chatType: "meals",
          context,
          history: [{ role: "user", content: "?" }],
        })) {
          received.push(piece);
        }
      })(),
    );

    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(aiMessages.chatFailed);
    expect(received.join("")).not.toContain("two");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("ends the request when the caller aborts", async () => {
    openAi.fake.respondWith([{ content: "late", delayMs: 5_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const error = await failureOf(
      collect(
        createOpenAiProvider(openAi.config).chat(
          { chatType: "meals", context, history: [{ role: "user", content: "?" }] },
          controller.signal,
        ),
      ),
    );
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
