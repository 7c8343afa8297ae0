// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminStatus } from "../../../shared/contracts/admin.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { ServerStatusCard } from "./server-status-card.js";

const status: AdminStatus = {
  version: "1.4.0",
  nodeVersion: "20.18.0",
  processStartedAt: "2026-11-20T08:00:00.000Z",
  appStartedAt: "2026-11-20T08:00:00.000Z",
  uptimeSeconds: 2 * 86_400 + 5 * 3600 + 59,
  restartMode: "in-process",
  database: {
    kind: "embedded",
    reachable: true,
    sizeBytes: 8_000_000,
    migrationsApplied: 41,
    migrationsTotal: 42,
    serverVersion: "16.4",
  },
  memory: { rssBytes: 1024 ** 2 * 120.5, heapUsedBytes: 1024 ** 2 * 48.25 },
  requests: { total: 12_345, errors: 3, meanMs: 4.5, p95Ms: 25 },
  databasePool: { inUse: 2, idle: 8, waiting: 0, max: 10 },
  activeSessions: 17,
  redis: { configured: false, connected: false },
  mail: {
    configured: false,
    transport: null,
    from: "noreply@example.com",
    supportEmail: null,
    waiting: 5,
    failed: 0,
    sent: 0,
  },
  counts: { users: 27, admins: 1, meals: 4096, contactMessages: 2 },
};

/** The figure beside a label: the <dd> after its <dt>. */
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

async function show() {
  fakeApi({ "GET /api/admin/status": { json: status } });
  renderWithQueries(<ServerStatusCard />);
  await screen.findByText("1.4.0", { exact: false });
}

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the server status card", () => {
  it("writes the figures in English", async () => {
    await show();
    expect(screen.getByText("Server Status")).toBeTruthy();
    expect(figure("Uptime")).toContain("2 d 5 h");
    expect(figure("Database")).toContain("Embedded PostgreSQL");
    expect(figure("Database size")).toBe("7.6 MB");
    expect(figure("Migrations")).toBe("41 of 42 applied");
    expect(figure("Requests (this instance)")).toContain("12,345");
    expect(figure("Requests (this instance)")).toContain("3 failed");
    expect(figure("Requests (this instance)")).toContain("mean 4.5 ms, 95% within 25 ms");
    expect(figure("Database connections")).toBe("2 in use of 108 idle, 0 waiting");
    expect(figure("Redis")).toBe("not configured");
    expect(figure("Support email")).toBe("not set");
    expect(figure("Users")).toBe("27 (1 admin)");
    expect(figure("Meals")).toBe("4096");
  });

  it("writes the figures, their units and numbers in Italian", async () => {
    setPageLanguage("it", itMessages);
    await show();
    expect(screen.getByText("Stato del server")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Aggiorna lo stato del server" })).toBeTruthy();
    expect(figure("In funzione da")).toContain("2 g 5 h");
    expect(figure("In funzione da")).toContain("app avviata il");
    expect(figure("Database")).toContain("PostgreSQL integrato");
    expect(figure("Database")).toContain("raggiungibile");
    expect(figure("Dimensione del database")).toBe("7,6 MB");
    expect(figure("Migrazioni")).toBe("41 di 42 applicate");
    expect(figure("Memoria")).toBe("120,5 MB (heap 48,3 MB)");
    expect(figure("Richieste (questa istanza)")).toContain("12.345");
    expect(figure("Richieste (questa istanza)")).toContain("3 fallite");
    expect(figure("Richieste (questa istanza)")).toContain("media 4,5 ms, il 95% entro 25 ms");
    expect(figure("Connessioni al database")).toBe("2 in uso su 108 inattive, 0 in attesa");
    expect(figure("Redis")).toBe("non configurato");
    expect(figure("Email di assistenza")).toBe("non impostata");
    expect(figure("Utenti")).toBe("27 (1 amministratore)");
    expect(screen.getByText(/Senza SMTP_URL, i messaggi di contatto restano qui/)).toBeTruthy();
    expect(screen.queryByText(/not configured|unknown|applied/)).toBeNull();
  });
});
