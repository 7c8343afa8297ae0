import { describe, expect, it } from "vitest";
import { dayRange } from "./day-navigator.js";

describe("the days the diary can show", () => {
  it("runs from 5 years back to 1 day ahead, as the server's date rule", () => {
    expect(dayRange("2026-11-23")).toEqual({ first: "2021-11-23", last: "2026-11-24" });
    expect(dayRange("2028-02-29")).toEqual({ first: "2023-03-01", last: "2028-03-01" });
  });
});
