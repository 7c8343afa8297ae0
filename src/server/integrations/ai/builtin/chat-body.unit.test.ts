import { describe, expect, it } from "vitest";
import { describeContext } from "../openai/prompts.js";
import type { BodyContext } from "../provider.js";
import { answerChat } from "./chat-answers.js";
import { detectIntent } from "./chat-intents.js";
import { makeContext } from "./test-support.js";

/** Issue 26: "what is my expenditure?", "how fast am I losing?", "am I on track?" from the body figures. */
function body(overrides: Partial<BodyContext> = {}): BodyContext {
  return {
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
    ...overrides,
  };
}
const ask = (question: string, b: BodyContext | null = body(), chatType: "meals" | "goals" = "goals") =>
  answerChat(
    { chatType, context: makeContext({ body: b }), history: [{ role: "user", content: question }] },
    {
      suggest: () => [],
    },
  );

describe("body questions", () => {
  it("are recognised", () => {
    const cases: [string, string][] = [
      ["What is my expenditure?", "expenditure"],
      ["what's my energy expenditure", "expenditure"],
      ["How fast am I losing?", "weightRate"],
      ["how quickly am I losing weight", "weightRate"],
      ["am I gaining?", "weightRate"],
      ["Am I on track?", "onTrack"],
      ["am i on track with my goal?", "onTrack"],
      ["how many calories do I burn", "tdee"],
      ["how much protein is left?", "remaining"],
    ];
    for (const [question, kind] of cases) expect([question, detectIntent(question).kind]).toEqual([question, kind]);
  });

  it("the expenditure with its interval, confidence and what it rests on", () => {
    const answer = ask("What is my expenditure?");
    expect(answer).toContain("2,480 kcal a day");
    expect(answer).toContain("95 % interval 2,290 kcal to 2,670 kcal, medium confidence");
    expect(answer).toContain("21 complete days and 14 weigh-ins in the last 28 days");
    expect(answer).toContain("the formula alone says 2,390 kcal");
    const collecting = ask(
      "What is my expenditure?",
      body({ expenditure: { ...body().expenditure, status: "collecting", reason: "Collecting: 8 of 14 days." } }),
    );
    expect(collecting).toContain("still being measured");
    expect(collecting).toContain("Collecting: 8 of 14 days.");
    expect(ask("What is my expenditure?", null)).toContain("Fill in your profile");
  });

  it("how fast: the trend's per-week change in the person's units, and the goal's rate", () => {
    expect(ask("How fast am I losing?")).toContain("going down by 0.4 kg a week");
    expect(ask("How fast am I losing?")).toContain("over the last 4 weeks it changed by −1.6 kg");
    expect(ask("How fast am I losing?")).toContain("Your goal is to lose 0.5 kg a week");
    const imperial = ask("How fast am I losing?", body({ units: "imperial" }));
    expect(imperial).toContain("going down by 0.9 lb a week");
    expect(imperial).toContain("lose 1.1 lb a week");
    const few = ask(
      "How fast am I losing?",
      body({ changes: { week: null, twoWeeks: null, fourWeeks: null, perWeek: null } }),
    );
    expect(few).toContain("not enough weigh-ins");
  });

  it("hidden weight: no numbers from the scale, the expenditure still", () => {
    const answer = ask("How fast am I losing?", body({ weightDisplay: "hidden" }));
    expect(answer).not.toMatch(/\bkg\b|\blb\b/);
    expect(answer).toContain("2,480 kcal");
    expect(ask("Am I on track?", body({ weightDisplay: "hidden" }))).not.toMatch(/\d kg a week \(/);
  });

  it("on track: the trend against the goal's rate, the active goal against the expenditure, the check-in", () => {
    const yes = ask("Am I on track?");
    expect(yes).toContain("Yes: your trend (−0.4 kg a week) matches your goal (−0.5 kg a week)");
    expect(yes).toContain('Your active goal "Cut" (2,000 kcal) is 480 kcal below your expenditure of 2,480 kcal');
    const slow = ask(
      "Am I on track?",
      body({
        changes: { ...body().changes, perWeek: -0.1 },
        checkIn: { due: true, calories: 1850, previousCalories: 2000, why: "Down 150 kcal." },
      }),
    );
    expect(slow).toContain("Not quite: your trend (−0.1 kg a week) is slower than your goal");
    expect(slow).toContain("This week's check-in (due today) proposes 1,850 kcal: Down 150 kcal.");
    expect(ask("Am I on track?", body({ changes: { ...body().changes, perWeek: 0.3 } }))).toContain("the other way");
    const maintain = body({
      goal: { direction: "maintain", rateKgPerWeek: 0, goalWeightKg: null },
      changes: { ...body().changes, perWeek: 0.05 },
    });
    expect(ask("Am I on track?", maintain)).toContain("matches your goal (to hold steady)");
  });

  it("the OpenAI prompt carries the same figures, and honours a hidden weight", () => {
    const prompt = describeContext(makeContext({ body: body() }));
    expect(prompt).toContain("Energy expenditure: Your measured energy expenditure is 2,480 kcal a day");
    expect(prompt).toContain("Weight goal: lose 0.5 kg a week, toward 58 kg.");
    expect(prompt).toContain("Latest weigh-in 2025-03-09: 61.4 kg.");
    expect(prompt).toContain("Trend change: per week −0.4 kg; over 1 week −0.3 kg, 2 weeks −0.7 kg, 4 weeks −1.6 kg.");
    const hidden = describeContext(makeContext({ body: body({ weightDisplay: "hidden" }) }));
    expect(hidden).toContain("never state their weight");
    expect(hidden).not.toContain("61.4");
    expect(describeContext(makeContext({ body: null }))).toContain("Body data: none");
  });
});
