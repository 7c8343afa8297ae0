import { describe, expect, it } from "vitest";
import { createGoalSchema, goalMessages } from "../../../shared/contracts/goals.js";
import { applyPreset, emptyGoalForm, toGoalRequestInput } from "./goal-form-values.js";

describe("the goal form's values", () => {
  it("starts from the spec's defaults, active, starting today", () => {
    expect(emptyGoalForm("2026-11-22")).toMatchObject({
      calories: 2000,
      proteins: 150,
      carbs: 200,
      fats: 65,
      isActive: true,
      startDate: "2026-11-22",
      endDate: "",
    });
  });

  it("fills a preset's values", () => {
    expect(applyPreset(emptyGoalForm("2026-11-22"), "keto")).toMatchObject({
      name: "Keto",
      calories: 1900,
      proteins: 120,
      carbs: 30,
      fats: 140,
    });
  });

  it("reports the spec's messages and refuses an end before the start", () => {
    const result = createGoalSchema.safeParse(
      toGoalRequestInput({
        ...emptyGoalForm("2026-11-22"),
        name: " ",
        calories: 0,
        proteins: -1,
        carbs: -1,
        fats: -1,
        endDate: "2026-11-21",
      }),
    );
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        goalMessages.name,
        goalMessages.calories,
        goalMessages.proteins,
        goalMessages.carbs,
        goalMessages.fats,
      ]),
    );
    const ended = createGoalSchema.safeParse(
      toGoalRequestInput({ ...emptyGoalForm("2026-11-22"), name: "x", endDate: "2026-11-21" }),
    );
    expect(ended.error?.issues[0]).toMatchObject({ message: goalMessages.endBeforeStart, path: ["endDate"] });
  });
});
