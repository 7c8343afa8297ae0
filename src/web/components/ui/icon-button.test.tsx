// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Trash2 } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";
import { resetComponents } from "../../test/component-harness.js";
import { IconButton } from "./icon-button.js";

afterEach(resetComponents);

describe("IconButton", () => {
  it("is a button named by its label, with the icon hidden from screen readers, and acts on click", async () => {
    const user = userEvent.setup({ delay: null });
    let clicks = 0;
    render(<IconButton icon={Trash2} variant="ghostDestructive" label="Delete Oats" onClick={() => clicks++} />);
    const button = screen.getByRole("button", { name: "Delete Oats" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    // The row actions' look: square, red for a delete.
    expect(button.className).toContain("w-10");
    expect(button.className).toContain("text-red-600");
    await user.click(button);
    expect(clicks).toBe(1);
  });

  it("is quiet (ghost) unless told otherwise, and passes a title through", () => {
    render(<IconButton icon={Trash2} label="Revoke key" title="Revoke" />);
    const button = screen.getByRole("button", { name: "Revoke key" });
    expect(button.className).toContain("text-neutral-700");
    expect(button.getAttribute("title")).toBe("Revoke");
  });
});
