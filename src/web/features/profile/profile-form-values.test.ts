import { describe, expect, it } from "vitest";
import { profileFormOf, profileFormSchema } from "./profile-form-values.js";

describe("the profile form's first values", () => {
  it("start from the spec's defaults and what the person told us at registration", () => {
    expect(profileFormOf(null, { name: "ada", gender: "female" })).toEqual({
      name: "ada",
      age: "30",
      gender: "female",
      weight: "70",
      height: "170",
      activityLevel: "moderate",
    });
    expect(profileFormOf(null, { gender: "other" }).gender).toBe("other");
    // Nothing known: the spec's default.
    expect(profileFormOf(null).gender).toBe("male");
  });

  it("hold the number fields as text, empty ones never NaN, with the spec's messages", () => {
    const values = { ...profileFormOf(null, { name: "ada" }), age: "", weight: "70.26", height: "abc" };
    expect(profileFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["age", "Age is required"],
      ["height", "Height must be a number"],
    ]);
    expect(profileFormSchema.parse({ ...values, age: "41", height: "180" })).toMatchObject({
      name: "ada",
      age: 41,
      weight: 70.3,
      height: 180,
      gender: "male",
      activityLevel: "moderate",
    });
    expect(profileFormSchema.safeParse({ ...values, age: "41.5", height: "180" }).error?.issues[0]?.message).toBe(
      "Age must be a whole number",
    );
  });
});
