// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { addDays } from "../../shared/domain/local-day.js";
import { messages as enMessages } from "../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../lib/i18n.js";
import { resetComponents } from "../test/component-harness.js";
import { DayChart } from "./day-chart.js";

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

const FIVE_YEARS = 1826;
const days = Array.from({ length: FIVE_YEARS }, (_, index) => addDays("2021-11-20", index));
const scale = days.map((_, index) => (index % 4 === 3 ? null : 80 - index / 200 + (index % 5) / 10));
const trend = days.map((_, index) => 80 - index / 200);

describe("the day chart", () => {
  it("draws five years of daily weigh-ins in a handful of elements, and reads days by keyboard", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <DayChart
        days={days}
        dots={scale}
        line={{ values: trend, estimated: scale.map((value) => value === null) }}
        reference={{ value: 72, label: "Goal 72.0 kg" }}
        label="Weight"
        readout={(index) => `${days[index]}: ${trend[index]?.toFixed(1)}`}
        decimals={1}
      />,
    );
    // Dots, the solid and the dashed trend, the goal, the cursor: no element per day.
    expect(container.querySelectorAll("path")).toHaveLength(3);
    expect(container.querySelectorAll("circle")).toHaveLength(0);
    expect(container.querySelector('[data-part="dots"]')?.getAttribute("d")?.match(/M/g)).toHaveLength(
      scale.filter((value) => value !== null).length,
    );
    expect(container.querySelectorAll("svg *").length).toBeLessThan(40);

    const slider = screen.getByRole("slider", { name: "Weight: the day read out" });
    expect(slider.getAttribute("aria-valuenow")).toBe(String(FIVE_YEARS - 1));
    await user.click(slider);
    await user.keyboard("{Home}{ArrowRight}{PageDown}");
    expect(slider.getAttribute("aria-valuenow")).toBe("8");
    expect(slider.getAttribute("aria-valuetext")).toBe(`${days[8]}: ${trend[8]?.toFixed(1)}`);
    expect(screen.getByText(`${days[8]}: ${trend[8]?.toFixed(1)}`)).toBeTruthy();
  });

  it("speaks the page's language: month names, decimal commas and its name for assistive technology", () => {
    setPageLanguage("it", itMessages);
    const month = Array.from({ length: 30 }, (_, index) => addDays("2026-11-01", index));
    const { container } = render(
      <DayChart
        days={month}
        dots={month.map((_, index) => 70 + index / 20)}
        label="Peso"
        readout={(index) => month[index] ?? ""}
        decimals={1}
      />,
    );
    expect(screen.getByRole("slider", { name: "Peso: il giorno letto" })).toBeTruthy();
    const labels = [...container.querySelectorAll("text")].map((text) => text.textContent ?? "");
    expect(labels).toContain("1 nov");
    expect(labels.some((label) => /^7\d,\d$/.test(label))).toBe(true);
    expect(labels.some((label) => label.includes("Nov") || /\d\.\d/.test(label))).toBe(false);
  });
});
