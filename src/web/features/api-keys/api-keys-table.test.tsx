// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiKey } from "../../../shared/contracts/api-keys.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { ApiKeysTable } from "./api-keys-table.js";

const NOW = new Date("2026-11-28T12:00:00");

const keys: ApiKey[] = [
  {
    id: 1,
    name: "Home Assistant",
    apiKey: "mw_live_AbCd…wxyz",
    scopes: ["read"],
    createdAt: new Date("2026-03-05T09:30:00").toISOString(),
    lastUsed: new Date("2026-11-28T10:00:00").toISOString(),
    expiresAt: new Date("2027-01-15T00:00:00").toISOString(),
    active: true,
    status: "active",
  },
  {
    id: 2,
    name: "Old script",
    apiKey: "mw_live_EfGh…stuv",
    scopes: ["read", "write"],
    createdAt: new Date("2026-08-01T09:30:00").toISOString(),
    lastUsed: null,
    expiresAt: null,
    active: false,
    status: "revoked",
  },
];

function show() {
  fakeApi({});
  renderWithQueries(<ApiKeysTable keys={keys} loading={false} error={false} onRetry={() => {}} />);
  return screen.getByRole("table");
}

/** The cells of the row that names `name`, as the person reads them. */
const rowOf = (table: HTMLElement, name: string) =>
  Array.from(within(table).getByText(name).closest("tr")?.querySelectorAll("td") ?? []).map((cell) =>
    cell.textContent?.trim(),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the API keys table", () => {
  it("in English: its headings, dates, how long ago and statuses", () => {
    const table = show();
    const headings = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headings).toEqual(["Name", "Key", "Created", "Last used", "Expires", "Status", "Actions"]);
    expect(rowOf(table, "Home Assistant").slice(2, 6)).toEqual([
      "5 Mar 2026",
      "about 2 hours ago",
      "15 Jan 2027",
      "Active",
    ]);
    expect(rowOf(table, "Old script").slice(3, 6)).toEqual(["Never", "Never", "Revoked"]);
    expect(within(table).getByText("Read only")).toBeTruthy();
  });

  it("in Italian: headings, Italian months, 'fa', statuses and the revoke confirmation", () => {
    setPageLanguage("it", itMessages);
    const table = show();
    const headings = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headings).toEqual(["Nome", "Chiave", "Creazione", "Ultimo uso", "Scadenza", "Stato", "Azioni"]);
    expect(rowOf(table, "Home Assistant").slice(2, 6)).toEqual([
      "5 mar 2026",
      "circa 2 ore fa",
      "15 gen 2027",
      "Attiva",
    ]);
    expect(rowOf(table, "Old script").slice(3, 6)).toEqual(["Mai", "Mai", "Revocata"]);
    expect(within(table).getByText("Sola lettura")).toBeTruthy();
    expect(within(table).queryByText(/Never|Active|Revoked|\bago$/)).toBeNull();

    fireEvent.click(within(table).getByRole("button", { name: "Revoca Home Assistant" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Revocare questa chiave API?")).toBeTruthy();
    expect(dialog.textContent).toContain(
      "Gli script e gli assistenti che usano Home Assistant smetteranno subito di funzionare. La chiave resta nell'elenco come Revocata finché non la elimini.",
    );
    expect(within(dialog).getByText("Home Assistant").tagName).toBe("STRONG");
    expect(within(dialog).getByRole("button", { name: "Revoca" })).toBeTruthy();
  });
});
