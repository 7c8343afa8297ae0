import { describe, expect, it } from "vitest";
import { mealTypeOf } from "./collect.js";
import {
  booleanCell,
  DateOrderDetector,
  dateCell,
  headerKey,
  kcalFromKj,
  kgFromLb,
  localOfInstant,
  numberCell,
  timeCell,
  unwrapQuotes,
} from "./values.js";

describe("cells", () => {
  it("reads numbers; blank is null, never 0; words are NaN", () => {
    expect(numberCell("518.0")).toBe(518);
    expect(numberCell(" 1,234.5 ")).toBe(1234.5);
    expect(numberCell("12,5", true)).toBe(12.5);
    expect(numberCell("1.234,5", true)).toBe(1234.5);
    expect(numberCell("")).toBeNull();
    expect(numberCell("  ")).toBeNull();
    expect(numberCell(undefined)).toBeNull();
    expect(numberCell("-527.00")).toBe(-527);
    expect(numberCell("abc")).toBeNaN();
    expect(numberCell("12 g")).toBeNaN();
  });

  it("reads 12- and 24-hour times", () => {
    expect(timeCell("8:33 AM")).toBe("08:33");
    expect(timeCell("12:05 AM")).toBe("00:05");
    expect(timeCell("12:30 PM")).toBe("12:30");
    expect(timeCell("9:02 pm")).toBe("21:02");
    expect(timeCell("20:15:07")).toBe("20:15");
    expect(timeCell("13:00 PM")).toBeNull();
    expect(timeCell("25:00")).toBeNull();
    expect(timeCell("")).toBeNull();
  });

  it("reads ISO and slashed dates in the order given, refusing what is no date", () => {
    expect(dateCell("2024-07-02", undefined)).toBe("2024-07-02");
    expect(dateCell("2024-07-02 10:00", undefined)).toBe("2024-07-02");
    expect(dateCell("2024/07/02", undefined)).toBe("2024-07-02");
    expect(dateCell("01/15/2026", undefined)).toBe("2026-01-15");
    expect(dateCell("15.01.2026", undefined)).toBe("2026-01-15");
    expect(dateCell("02/03/2026", undefined)).toBeNull();
    expect(dateCell("02/03/2026", "DMY")).toBe("2026-03-02");
    expect(dateCell("02/03/2026", "MDY")).toBe("2026-02-03");
    expect(dateCell("1/5/26", "MDY")).toBe("2026-01-05");
    expect(dateCell("2026-02-30", undefined)).toBeNull();
    expect(dateCell("31/13/2025", "DMY")).toBeNull();
  });

  it("tells the date order from the values, and says when it cannot", () => {
    const seen = (...dates: string[]) => {
      const d = new DateOrderDetector();
      for (const date of dates) d.see(date);
      return d.evidence;
    };
    expect(seen("2026-01-02", "2026-01-13")).toBe("ISO");
    expect(seen("02/03/2026", "25/03/2026")).toBe("DMY");
    expect(seen("02/03/2026", "03/25/2026")).toBe("MDY");
    expect(seen("02/03/2026", "03/04/2026")).toBe("ambiguous");
    expect(seen("25/03/2026", "03/25/2026")).toBe("conflict");
    expect(seen("02/03/2026", "31/13/2026")).toBe("ambiguous");
  });

  it("converts kJ and pounds, and reads booleans", () => {
    expect(kcalFromKj(4184)).toBe(1000);
    expect(kgFromLb(200)).toBeCloseTo(90.718474, 6);
    expect(booleanCell("TRUE")).toBe(true);
    expect(booleanCell("False")).toBe(false);
    expect(booleanCell("")).toBe(false);
  });

  it("compares headers without BOM, case, spacing or the two µ", () => {
    expect(headerKey("\uFEFFDate")).toBe("date");
    expect(headerKey("Selenium (\u03bcg)")).toBe(headerKey("Selenium (\u00b5g)"));
    expect(headerKey("  Energy   (kcal) ")).toBe("energy (kcal)");
  });

  it("puts an instant with its zone on the person's day and time", () => {
    expect(localOfInstant("2026-03-13T23:30:00Z", "Europe/Rome")).toEqual({ date: "2026-03-14", time: "00:30" });
    expect(localOfInstant("2023-07-23 10:35:40 -0400", "UTC")).toEqual({ date: "2023-07-23", time: "14:35" });
    expect(localOfInstant("2026-03-13", "Europe/Rome")).toBeNull();
  });

  it("puts meal labels in their slot, in several languages; anything else is a snack", () => {
    const slots = (labels: string[]) => labels.map(mealTypeOf);
    expect(slots(["Breakfast", "Morning snack", "Lunch", "Dinner", "Snacks", "Post-Workout", "Uncategorized"])).toEqual(
      ["breakfast", "snack", "lunch", "dinner", "snack", "snack", "snack"],
    );
    expect(
      slots(["Colazione", "Pranzo", "Cena", "Spuntino", "Petit-déjeuner", "Déjeuner", "Dîner", "Frühstück"]),
    ).toEqual(["breakfast", "lunch", "dinner", "snack", "breakfast", "lunch", "dinner", "breakfast"]);
  });

  it("strips one layer of literal quotes", () => {
    expect(unwrapQuotes('"Walking, 3.5 mph"')).toBe("Walking, 3.5 mph");
    expect(unwrapQuotes("Walking")).toBe("Walking");
  });
});
