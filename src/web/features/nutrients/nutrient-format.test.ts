import { describe, expect, it } from "vitest";
import { formatAmount, percentOf, referenceText } from "./nutrient-format.js";

describe("nutrient formatting", () => {
  it("keeps decimals where they matter", () => {
    expect(formatAmount(1234.4)).toBe("1,234");
    expect(formatAmount(53.24)).toBe("53.2");
    expect(formatAmount(0.456)).toBe("0.46");
    expect(formatAmount(0)).toBe("0");
  });

  it("gives the share of a reference, or nothing to compare with", () => {
    expect(percentOf(53.2, { amount: 75, kind: "target", basis: "RDA" })).toBe(71);
    expect(percentOf(null, { amount: 75, kind: "target", basis: "RDA" })).toBeNull();
    expect(percentOf(10, null)).toBeNull();
    expect(referenceText({ amount: 2300, kind: "limit", basis: "CDRR" }, "mg")).toBe("limit 2,300 mg (CDRR)");
    expect(referenceText({ amount: 75, kind: "target", basis: "RDA" }, "mg")).toBe("of 75 mg (RDA)");
  });
});
