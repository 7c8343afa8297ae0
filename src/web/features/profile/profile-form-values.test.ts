import { describe, expect, it } from "vitest";
import { profileFormOf } from "./profile-form-values.js";

describe("the profile form's first values", () => {
  it("start from the spec's defaults and what the person told us at registration", () => {
    expect(profileFormOf(null, { name: "ada", gender: "female" })).toEqual({
      name: "ada",
      age: 30,
      gender: "female",
      weight: 70,
      height: 170,
      activityLevel: "moderate",
    });
    expect(profileFormOf(null, { gender: "other" }).gender).toBe("other");
    // Nothing known: the spec's default.
    expect(profileFormOf(null).gender).toBe("male");
  });
});
