import { describe, expect, it } from "vitest";
import { goalMessages } from "../../../shared/contracts/goals.js";
import { applyPreset, emptyGoalForm, goalFormOf, goalFormSchema } from "./goal-form-values.js";

describe("the goal form's values", () => {
  it("starts from the spec's defaults, active, starting today", () => {
    expect(emptyGoalForm("2026-11-22")).toMatchObject({
      calories: "2000",
      proteins: "150",
      carbs: "200",
      fats: "65",
      isActive: true,
      startDate: "2026-11-22",
      endDate: "",
    });
  });

  it("fills a preset's values", () => {
    expect(applyPreset(emptyGoalForm("2026-11-22"), "keto")).toMatchObject({
      name: "Keto",
      calories: "1900",
      proteins: "120",
      carbs: "30",
      fats: "140",
    });
  });

  it("reports the spec's messages and refuses an end before the start", () => {
    const result = goalFormSchema.safeParse({
      ...emptyGoalForm("2026-11-22"),
      name: " ",
      calories: "0",
      proteins: "-1",
      carbs: "-1",
      fats: "-1",
      endDate: "2026-11-21",
    });
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
    const ended = goalFormSchema.safeParse({ ...emptyGoalForm("2026-11-22"), name: "x", endDate: "2026-11-21" });
    expect(ended.error?.issues[0]).toMatchObject({ message: goalMessages.endBeforeStart, path: ["endDate"] });
  });

  it("holds empty number fields as empty text, never NaN, with the spec's 'required' messages", () => {
    const empty = { ...emptyGoalForm("2026-11-22"), name: "Mine", calories: "", proteins: " ", carbs: "", fats: "" };
    expect(goalFormSchema.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual([
      "Calories are required",
      "Proteins are required",
      "Carbs are required",
      "Fats are required",
    ]);
    expect(
      goalFormSchema.parse({ ...empty, calories: "1800.6", proteins: "90", carbs: "200", fats: "60" }),
    ).toMatchObject({
      name: "Mine",
      calories: 1801,
      proteins: 90,
      carbs: 200,
      fats: 60,
      endDate: null,
      description: null,
    });
  });

  it("edits a saved goal from its own figures, as text", () => {
    const goal = {
      id: 1,
      userId: 1,
      name: "Cut",
      description: null,
      calories: 1700,
      proteins: 140,
      carbs: 150,
      fats: 55,
      startDate: "2026-11-01",
      endDate: null,
      isActive: false,
      createdAt: "2026-11-01T08:00:00.000Z",
      updatedAt: "2026-11-01T08:00:00.000Z",
    };
    expect(goalFormOf(goal)).toEqual({
      preset: "",
      name: "Cut",
      description: "",
      calories: "1700",
      proteins: "140",
      carbs: "150",
      fats: "55",
      startDate: "2026-11-01",
      endDate: "",
      isActive: false,
    });
  });
});
