import { describe, expect, it } from "vitest";
import { formatAmount, percentOf, referenceText } from "./nutrient-format.js";

describe("nutrient formatting", () => {
  it("keeps decimals where they matter", () => {
    expect(formatAmount(1234.4)).toBe("1,234");
    expect(formatAmount(53.24)).toBe("53.2");
    expect(formatAmount(0.456)).toBe("0.46");
    expect(formatAmount(0)).toBe("0");
    expect(formatAmount(2.5)).toBe("2.5");
    expect(formatAmount(10.04)).toBe("10");
    expect(formatAmount(1234567.8)).toBe("1,234,568");
    expect(formatAmount(0.0001)).toBe("0");
  });

  it("writes what Intl would, over a sweep of amounts", () => {
    for (let step = 0; step < 5000; step += 1) {
      const value = step ** 1.7 / 97;
      const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
      expect(formatAmount(value), String(value)).toBe(value.toLocaleString("en-US", { maximumFractionDigits: digits }));
    }
  });

  it("gives the share of a reference, or nothing to compare with", () => {
    expect(percentOf(53.2, { amount: 75, kind: "target", basis: "RDA" })).toBe(71);
    expect(percentOf(null, { amount: 75, kind: "target", basis: "RDA" })).toBeNull();
    expect(percentOf(10, null)).toBeNull();
    expect(referenceText({ amount: 2300, kind: "limit", basis: "CDRR" }, "mg")).toBe("limit 2,300 mg (CDRR)");
    expect(referenceText({ amount: 75, kind: "target", basis: "RDA" }, "mg")).toBe("of 75 mg (RDA)");
  });
});
