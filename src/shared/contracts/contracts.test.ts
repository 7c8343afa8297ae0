import { describe, expect, it } from "vitest";
import { apiKeyMessages, MAX_API_KEY_DAYS, MAX_LIVE_API_KEYS, MAX_STORED_API_KEYS } from "./api-keys.js";
import { createGoalSchema, goalMessages, goalPresets, updateGoalSchema } from "./goals.js";
import {
  MEAL_DESCRIPTION_MAX_FOODS,
  MEAL_DESCRIPTION_MAX_LENGTH,
  mealDescriptionMessages,
} from "./meal-description.js";
import { createMealSchema, mealMessages, updateMealSchema } from "./meals.js";
import { createProfileSchema, profileMessages } from "./profile.js";
import { controlCharactersMessage } from "./text.js";
import { trendsQuerySchema } from "./trends.js";

const meal = { mealType: "lunch", food: " Pasta ", calories: 600.6, proteins: 20.4, carbs: 80.5, fats: 10 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("meal contract", () => {
  it("trims the food and rounds the amounts", () => {
    expect(createMealSchema.parse(meal)).toMatchObject({
      food: "Pasta",
      calories: 601,
      proteins: 20,
      carbs: 81,
      fats: 10,
    });
  });

  it.each([
    [{ mealType: undefined }, mealMessages.mealType],
    [{ mealType: "brunch" }, mealMessages.mealType],
    [{ food: "  " }, mealMessages.food],
    [{ food: undefined }, mealMessages.food],
    [{ calories: -1 }, mealMessages.calories],
    [{ proteins: -0.6 }, mealMessages.proteins],
    [{ carbs: -5 }, mealMessages.carbs],
    [{ fats: -5 }, mealMessages.fats],
    [{ calories: 1e308 }, "Calories must be at most 20000"],
    [{ fats: "12" }, "Fats must be a number"],
    [{ timestamp: "yesterday" }, mealMessages.timestamp],
    [{ timestamp: "0000-01-01T00:00:00Z" }, mealMessages.timestamp],
  ])("refuses %j with %s", (override, message) => {
    expect(firstMessage(createMealSchema.safeParse({ ...meal, ...override }))).toBe(message);
  });

  it("accepts a partial update without defaults", () => {
    expect(updateMealSchema.parse({ calories: 10.2 })).toEqual({ calories: 10 });
  });
});

describe("goal contract", () => {
  const goal = { name: "Cut", calories: 1800, proteins: 150, carbs: 150, fats: 60 };
  it("defaults isActive to true on create but not on update", () => {
    expect(createGoalSchema.parse(goal).isActive).toBe(true);
    expect(updateGoalSchema.parse({ name: "x" })).toEqual({ name: "x" });
  });

  it.each([
    [{ name: "" }, goalMessages.name],
    [{ calories: 0 }, goalMessages.calories],
    [{ proteins: -1 }, goalMessages.proteins],
    [{ carbs: -1 }, goalMessages.carbs],
    [{ fats: -1 }, goalMessages.fats],
    [{ startDate: "2026-05-10", endDate: "2026-05-09" }, goalMessages.endBeforeStart],
  ])("refuses %j with %s", (override, message) => {
    expect(firstMessage(createGoalSchema.safeParse({ ...goal, ...override }))).toBe(message);
  });

  it("has the spec's presets", () => {
    expect(goalPresets.keto).toMatchObject({ calories: 1900, proteins: 120, carbs: 30, fats: 140 });
    expect(goalPresets.custom).toMatchObject({ calories: 2000, proteins: 150, carbs: 200, fats: 65 });
  });
});

describe("profile contract", () => {
  const profile = {
    name: "Ada",
    age: 30,
    gender: "maschio",
    weight: 70.26,
    height: 170,
    activityLevel: "molto attivo",
  };
  it("maps legacy values and keeps one decimal", () => {
    expect(createProfileSchema.parse(profile)).toMatchObject({
      gender: "male",
      activityLevel: "very_active",
      weight: 70.3,
    });
  });

  it.each([
    [{ name: "A" }, profileMessages.name],
    [{ age: 0 }, profileMessages.ageMin],
    [{ age: 121 }, profileMessages.ageMax],
    [{ gender: "robot" }, profileMessages.gender],
    [{ weight: 19 }, profileMessages.weightMin],
    [{ weight: 301 }, profileMessages.weightMax],
    [{ height: 49 }, profileMessages.heightMin],
    [{ height: 251 }, profileMessages.heightMax],
    [{ activityLevel: "lazy" }, profileMessages.activityLevel],
    [{ timeZone: "Mars/Olympus" }, profileMessages.timeZone],
  ])("refuses %j with %s", (override, message) => {
    expect(firstMessage(createProfileSchema.safeParse({ ...profile, ...override }))).toBe(message);
  });
});

describe("trends query", () => {
  it("takes 7, 14 or 30 days", () => {
    expect(trendsQuerySchema.parse({ days: "14" }).days).toBe(14);
    expect(trendsQuerySchema.parse({}).days).toBe(7);
    expect(trendsQuerySchema.safeParse({ days: "10" }).success).toBe(false);
  });
});

describe("the text rule shared by every contract", () => {
  it.each(["\u0000", "a\u0000", "\u0001", "\u0008", "\u000b", "\r", "\u001b[2J", "\u007f", "\u0085", "\u009f"])(
    "refuses %j with one message",
    (bad) => {
      const result = createMealSchema.safeParse({ ...meal, notes: `note ${bad}` });
      expect(firstMessage(result)).toBe(controlCharactersMessage);
      expect(firstMessage(createGoalSchema.safeParse({ name: `Goal${bad}`, calories: 1 }))).toBe(
        controlCharactersMessage,
      );
    },
  );

  it("keeps tabs, newlines, emoji and right-to-left text", () => {
    const notes = "first line\n\tsecond 🍝 שלום مرحبا";
    expect(createMealSchema.parse({ ...meal, notes }).notes).toBe(notes);
  });
});

describe("JSON numbers", () => {
  it.each([null, "", true, "12", [], {}])("are never coerced from %j", (value) => {
    expect(firstMessage(createMealSchema.safeParse({ ...meal, calories: value }))).toBe("Calories must be a number");
  });

  it("name a missing amount naturally", () => {
    expect(firstMessage(createMealSchema.safeParse({ ...meal, calories: undefined }))).toBe("Calories are required");
  });
});

describe("messages that name a limit", () => {
  it("name the limit the contract enforces (they are written out for the catalogs)", () => {
    expect(apiKeyMessages.expiresInDays).toContain(String(MAX_API_KEY_DAYS));
    expect(apiKeyMessages.liveLimit).toContain(`at most ${MAX_LIVE_API_KEYS} active`);
    expect(apiKeyMessages.storedLimit).toContain(`have ${MAX_STORED_API_KEYS} API keys`);
    expect(mealDescriptionMessages.tooLong).toContain(String(MEAL_DESCRIPTION_MAX_LENGTH));
    expect(mealDescriptionMessages.tooManyFoods).toContain(`at most ${MEAL_DESCRIPTION_MAX_FOODS} foods`);
  });
});
