// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type Import, type ImportPreview, importMessages } from "../../../shared/contracts/imports.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { ActiveImport } from "./active-import.js";

const ID = "imp-1";
const GET = `GET /api/imports/${ID}`;
const CONFIRM = `POST /api/imports/${ID}/confirm`;

function readyImport(preview: Partial<ImportPreview>): Import {
  return {
    id: ID,
    fileName: "my-meals.csv",
    fileBytes: 120,
    state: "ready",
    source: "generic-csv",
    progress: { done: 120, total: 120 },
    preview: {
      source: "generic-csv",
      kind: "csv",
      files: [{ name: "my-meals.csv", what: "meals", rows: 3 }],
      from: "2026-11-01",
      to: "2026-11-03",
      days: 3,
      counts: { meals: 3, foods: 3, weighIns: 0, measurements: 0 },
      duplicates: { meals: 0, weighIns: 0, measurements: 0 },
      daysWithMeals: 0,
      extras: { goals: 0, foods: 0, recipes: 0, profile: false },
      problems: [],
      problemCount: 0,
      reported: [],
      questions: [],
      sources: [],
      ...preview,
    },
    choices: null,
    result: null,
    error: null,
    createdAt: "2026-11-28T10:00:00.000Z",
    storedAt: null,
    undoneAt: null,
  };
}

/** The page's preview of `item`; the confirmation answers "storing" (a 202), which the test does not follow. */
async function renderPreview(item: Import) {
  const api = fakeApi({
    [GET]: { json: item },
    [CONFIRM]: { status: 202, json: { ...item, state: "storing" } },
  });
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<ActiveImport id={ID} onDone={() => {}} />);
  await screen.findByRole("heading", { name: "What the file holds" });
  return { api, user };
}

const importButton = () => screen.getByRole("button", { name: "Import" });

afterEach(resetComponents);

describe("the import's choices", () => {
  it("with nothing chosen says so at the kinds, focuses the first switch and sends nothing", async () => {
    const { api, user } = await renderPreview(readyImport({}));
    const meals = screen.getByRole("switch", { name: "Meals (3)" });
    expect(screen.getByRole("switch", { name: "Weigh-ins (0)" }).hasAttribute("disabled")).toBe(true);

    await user.click(meals);
    await user.click(importButton());
    expect(await screen.findByText(importMessages.nothingChosen)).toBeTruthy();
    expect(document.activeElement).toBe(meals);
    expect(api.to(CONFIRM)).toEqual([]);

    // Switching a kind back on takes the message away, and the import is sent as before.
    await user.click(meals);
    await waitFor(() => expect(screen.queryByText(importMessages.nothingChosen)).toBeNull());
    await user.click(importButton());
    await waitFor(() => expect(api.to(CONFIRM)).toHaveLength(1));
    expect(api.to(CONFIRM)[0]?.body).toEqual({
      include: { meals: true, weighIns: false, measurements: false },
      answers: {},
      existingDays: "skip-day",
    });
  });

  it("asks for the file's question before sending, then sends the answer, the apps and the day choice", async () => {
    const { api, user } = await renderPreview(
      readyImport({
        source: "apple-health",
        daysWithMeals: 2,
        questions: [{ id: "dateOrder", file: "my-meals.csv", examples: ["03/04/2026"], options: ["DMY", "MDY"] }],
        sources: [
          { name: "MyFitnessPal", meals: 2, weighIns: 0, measurements: 0 },
          { name: "Withings", meals: 1, weighIns: 0, measurements: 0 },
        ],
      }),
    );

    await user.click(importButton());
    expect(await screen.findByText(importMessages.answerNeeded)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Day first (31/12/2026)" }));
    expect(api.to(CONFIRM)).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Month first (12/31/2026)" }));
    await user.click(screen.getByRole("checkbox", { name: /Withings/ }));
    await user.click(screen.getByRole("radio", { name: /Keep both/ }));
    await user.click(importButton());
    await waitFor(() => expect(api.to(CONFIRM)).toHaveLength(1));
    expect(api.to(CONFIRM)[0]?.body).toEqual({
      include: { meals: true, weighIns: false, measurements: false },
      answers: { dateOrder: "MDY" },
      existingDays: "keep-both",
      sources: ["MyFitnessPal"],
    });
  });

  it("Enter on a choice does not send the import; only the button does", async () => {
    const { api, user } = await renderPreview(
      readyImport({ sources: [{ name: "Withings", meals: 3, weighIns: 0, measurements: 0 }] }),
    );
    screen.getByRole("checkbox", { name: /Withings/ }).focus();
    await user.keyboard("{Enter}");
    expect(api.to(CONFIRM)).toEqual([]);
    importButton().focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.to(CONFIRM)).toHaveLength(1));
    expect(api.to(CONFIRM)[0]?.body).toMatchObject({ sources: ["Withings"] });
  });
});
