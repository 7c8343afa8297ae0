import { describe, expect, it } from "vitest";
import { parseDecimal } from "./decimal.js";

describe("parseDecimal", () => {
  it("reads the decimal comma and the decimal point in Italian", () => {
    expect(parseDecimal("70,5", "it")).toBe(70.5);
    expect(parseDecimal("70.5", "it")).toBe(70.5);
    expect(parseDecimal("1.234,5", "it")).toBe(1234.5);
    expect(parseDecimal("1.234", "it")).toBe(1234);
    expect(parseDecimal("12.345.678", "it")).toBe(12345678);
    expect(parseDecimal(" 0,25 ", "it")).toBe(0.25);
  });

  it("reads English the English way, and a lone comma as a decimal mark", () => {
    expect(parseDecimal("70.5", "en")).toBe(70.5);
    expect(parseDecimal("1,234.5", "en")).toBe(1234.5);
    expect(parseDecimal("1,234", "en")).toBe(1234);
    expect(parseDecimal("1.234", "en")).toBe(1.234);
    expect(parseDecimal("70,5", "en")).toBe(70.5);
  });

  it("refuses what it would have to guess, and blank is not zero", () => {
    for (const text of ["", "  ", "1,2,3", "1.2.3,4", "12.34,5", "abc", "7O", "1,5.5", "--1", "1e3", "Infinity"]) {
      expect(parseDecimal(text, "it"), text).toBeNull();
    }
    expect(parseDecimal("1.2.3", "en")).toBeNull();
    expect(parseDecimal("12,34.5", "en")).toBeNull();
  });
});
