// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { deferred, fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { banana, blueberries, bread } from "../../test/foods.js";
import { FoodSearch } from "./food-search.js";

/** The search as a form holds it: the text is the form's, a pick is reported. */
function SearchBox({ onPick, onAddOwn }: { onPick: (food: Food) => void; onAddOwn?: (name: string) => void }) {
  const [text, setText] = useState("");
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Around the search">
      <FoodSearch
        id="search"
        label="Search food"
        text={text}
        onTextChange={setText}
        onPick={onPick}
        onAddOwn={onAddOwn}
      />
    </form>
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Search food" });
const activeOption = () => {
  const id = combobox().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

afterEach(resetComponents);

describe("the food search combobox", () => {
  it("searches what is typed, then arrows move through the results and Enter picks one", async () => {
    const api = fakeApi({ "GET /api/foods": { json: [banana, blueberries, bread] } });
    const onPick = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<SearchBox onPick={onPick} />);

    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    await user.type(combobox(), "b");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining("Banana, raw"),
      expect.stringContaining("Blueberries, raw"),
      expect.stringContaining("Bread, white"),
    ]);
    expect(api.to("GET /api/foods")[0]?.search.get("q")).toBe("b");
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    // The first result is the one Enter would pick, and the input keeps the focus.
    expect(activeOption()?.textContent).toContain("Banana, raw");
    expect(activeOption()?.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(combobox());

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()?.textContent).toContain("Bread, white");
    await user.keyboard("{ArrowDown}");
    expect(activeOption()?.textContent).toContain("Banana, raw");
    await user.keyboard("{ArrowUp}");
    expect(activeOption()?.textContent).toContain("Bread, white");

    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledExactlyOnceWith(bread);
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("closes with Escape without picking, and opens again with an arrow", async () => {
    fakeApi({ "GET /api/foods": { json: [banana, bread] } });
    const onPick = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<SearchBox onPick={onPick} />);

    await user.type(combobox(), "ba");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(onPick).not.toHaveBeenCalled();
    expect((combobox() as HTMLInputElement).value).toBe("ba");

    await user.keyboard("{ArrowDown}");
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findAllByRole("option")).toHaveLength(2);
  });

  it("says it is searching while the answer is on its way", async () => {
    const answer = deferred<{ json: Food[] }>();
    fakeApi({ "GET /api/foods": () => answer.promise });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<SearchBox onPick={vi.fn()} />);

    await user.type(combobox(), "banana");
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Searching…");
    expect(screen.getByRole("listbox").getAttribute("aria-busy")).toBe("true");
    answer.resolve({ json: [banana] });
    expect(await screen.findByRole("option")).toHaveProperty("textContent", expect.stringContaining("Banana, raw"));
    expect(screen.getByRole("listbox").getAttribute("aria-busy")).toBe("false");
  });

  it("offers to add one's own food when nothing matches, with the text typed", async () => {
    fakeApi({ "GET /api/foods": { json: [] } });
    const onAddOwn = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<SearchBox onPick={vi.fn()} onAddOwn={onAddOwn} />);

    await user.type(combobox(), "grandma's granola");
    await user.click(await screen.findByRole("button", { name: "No foods found — add your own" }));
    expect(onAddOwn).toHaveBeenCalledExactlyOnceWith("grandma's granola");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
  });

  it("says 'No foods found' where there is nothing to add, and Enter then picks nothing", async () => {
    fakeApi({ "GET /api/foods": { json: [] } });
    const onPick = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<SearchBox onPick={onPick} />);

    await user.type(combobox(), "zzz");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No foods found"));
    expect(combobox().hasAttribute("aria-activedescendant")).toBe(false);
    await user.keyboard("{Enter}");
    expect(onPick).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the search fails", async () => {
    fakeApi({ "GET /api/foods": { status: 400, json: { message: "Type at least one letter to search" } } });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<SearchBox onPick={vi.fn()} />);

    await user.type(combobox(), "1");
    expect(await screen.findByText("Search failed: Type at least one letter to search")).toBeTruthy();
  });
});
