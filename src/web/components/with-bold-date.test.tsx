// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetComponents } from "../test/component-harness.js";
import { WithBoldDate } from "./with-bold-date.js";

afterEach(() => resetComponents());

describe("a sentence with its date in bold", () => {
  it("bolds the date wherever the language puts it, keeping the whole sentence", () => {
    const { container } = render(
      <WithBoldDate text="Le misure del 12 mar 2026 saranno eliminate." date="12 mar 2026" />,
    );
    expect(container.textContent).toBe("Le misure del 12 mar 2026 saranno eliminate.");
    expect(container.querySelector("strong")?.textContent).toBe("12 mar 2026");
  });

  it("shows the sentence plainly when the date is empty or not in it", () => {
    const empty = render(<WithBoldDate text="The weigh-in will be removed." date="" />);
    expect(empty.container.querySelector("strong")).toBeNull();
    expect(empty.container.textContent).toBe("The weigh-in will be removed.");
    const missing = render(<WithBoldDate text="The weigh-in will be removed." date="Mar 12" />);
    expect(missing.container.querySelector("strong")).toBeNull();
    expect(missing.container.textContent).toBe("The weigh-in will be removed.");
  });
});
