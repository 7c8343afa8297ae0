// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { messages as enMessages } from "../../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../../shared/i18n/catalogs/it.js";
import { setItalianFirst, setPageLanguage } from "../../../lib/i18n.js";
import { loadItalianFirst } from "../../../lib/italian-first.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../../test/component-harness.js";
import { AboutPage } from "./about-page.js";
import { ContactPage } from "./contact-page.js";
import { GuidePage } from "./guide-page.js";
import { InstallPage } from "./install-page.js";
import { PrivacyPolicyPage } from "./privacy-policy-page.js";
import { TermsOfServicePage } from "./terms-of-service-page.js";

const site = (supportEmail: string | null) => ({
  "GET /api/site": { json: { supportEmail } },
  "GET /api/payments/config": { json: { provider: "local", mode: "test" } },
  "GET /api/session": { json: { user: null } },
});

function show(page: ReactElement, path = "/") {
  renderWithQueries(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const pageText = () => (document.body.textContent ?? "").replace(/\s+/g, " ");

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the guide", () => {
  it("keeps its English sentences whole around the links", async () => {
    fakeApi(site("help@example.com"));
    show(<GuidePage />, "/guide");
    await screen.findByRole("link", { name: "help@example.com" });
    expect(pageText()).toContain(
      "Questions or problems? Write to help@example.com. Premium subscribers get priority support.",
    );
    expect(pageText()).toContain(
      "Support hours: Mon-Fri 9:00-18:00, Sat 10:00-14:00, Sun closed. You can also use the contact page at any time.",
    );
    expect(pageText()).toContain("choose a plan on the pricing page to keep going.");
    expect(document.title).toBe("User Guide | Macrowise");
  });

  it("speaks Italian: sections, links inside sentences, support hours, the export's format", async () => {
    setPageLanguage("it", itMessages);
    fakeApi(site(null));
    show(<GuidePage />, "/guide");
    expect(screen.getByRole("heading", { level: 1, name: "Guida per l'utente" })).toBeTruthy();
    expect(document.title).toBe("Guida per l'utente | Macrowise");
    const nav = screen.getByRole("navigation", { name: "Sezioni della guida" });
    expect(nav.textContent).toContain("Prova gratuita");
    expect(nav.textContent).toContain("Formato di esportazione");
    const contactForm = await screen.findByRole("link", { name: "il modulo di contatto" });
    expect(contactForm.getAttribute("href")).toBe("/contatti");
    expect(pageText()).toContain("Domande o problemi? Scrivici tramite il modulo di contatto.");
    expect(pageText()).toContain("Orari dell'assistenza: Lun-Ven 9:00-18:00, Sab 10:00-14:00, Dom chiuso.");
    // The link sits where Italian word order puts it, inside the translated sentence.
    const pricing = screen.getByRole("link", { name: "pagina dei prezzi" });
    expect(pricing.getAttribute("href")).toBe("/pricing");
    expect(pricing.parentElement?.textContent?.replace(/\s+/g, " ")).toContain(
      "per continuare scegli un piano nella pagina dei prezzi.",
    );
    expect(screen.getByRole("link", { name: "Importa" }).getAttribute("href")).toBe("/import");
    expect(pageText()).toContain('format vale "macrowise-export" e version vale 1');
    expect(pageText()).toContain("weighIns: le pesate: data (giorno locale), weightKg, nota");
    for (const english of ["Key features", "Questions or problems", "Support hours", "The export's format", "closed"])
      expect(pageText()).not.toContain(english);
  });
});

describe("the legal pages", () => {
  it("write the prices the Italian way in Italian, and the specification's way in English", async () => {
    fakeApi(site("help@example.com"));
    show(<TermsOfServicePage />);
    expect(pageText()).toContain("Premium Monthly costs 3.99 EUR per month and Premium Annual 39.99 EUR per year.");
    resetComponents();
    setPageLanguage("it", itMessages);
    fakeApi(site("help@example.com"));
    show(<TermsOfServicePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Termini di servizio" })).toBeTruthy();
    expect(pageText()).toContain("Premium Mensile costa 3,99 € al mese e Premium Annuale 39,99 € all'anno.");
    await screen.findByRole("link", { name: "help@example.com" });
    expect(pageText()).toContain("Per domande su questi termini: help@example.com.");
  });

  it("has the privacy policy in full in Italian", async () => {
    setPageLanguage("it", itMessages);
    fakeApi(site(null));
    show(<PrivacyPolicyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Informativa sulla privacy" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "1. Chi siamo",
      "2. Dati che raccogliamo",
      "3. Come usiamo i tuoi dati",
      "4. Conservazione",
      "5. Minori",
      "6. I tuoi diritti",
    ]);
    await screen.findByRole("link", { name: "il modulo di contatto" });
    expect(pageText()).toContain("e opporti al loro trattamento. Scrivici tramite il modulo di contatto.");
    expect(pageText()).toContain("Ultimo aggiornamento: 20 aprile 2025");
  });
});

describe("the about page, written in Italian by the specification", () => {
  it("is Italian for a reader who has not chosen English, word for word as before", async () => {
    await loadItalianFirst();
    show(<AboutPage />, "/about");
    expect(screen.getByRole("heading", { level: 1, name: "Chi siamo" })).toBeTruthy();
    expect(pageText()).toContain("Macrowise: il diario alimentare semplice e onesto che puoi ospitare tu stesso.");
    expect(pageText()).toContain("Registrare i pasti con calorie, proteine, carboidrati e grassi.");
    expect(screen.getByRole("link", { name: "Torna alla home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Inizia ora" }).getAttribute("href")).toBe("/auth?mode=login");
    expect(document.querySelector("[lang]")?.getAttribute("lang")).toBe("it");
  });

  it("is English, marked so, for a reader who chose English", async () => {
    // The choice is read as the page loads (its route loads the Italian catalog only without it).
    setItalianFirst(null);
    // biome-ignore lint/suspicious/noDocumentCookie: the language switch's cookie, as the page reads it
    document.cookie = "lang=en";
    await loadItalianFirst();
    try {
      show(<AboutPage />, "/about");
      expect(screen.getByRole("heading", { level: 1, name: "About us" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Back to home" })).toBeTruthy();
      expect(document.querySelector("[lang]")?.getAttribute("lang")).toBe("en");
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: taken back for the next test
      document.cookie = "lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });
});

describe("the install page in Italian", () => {
  it("gives the steps for iOS, Android and the computer", async () => {
    setPageLanguage("it", itMessages);
    fakeApi(site(null));
    show(<InstallPage />, "/install?platform=android");
    expect(screen.getByRole("heading", { level: 1, name: "Installa l'app" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Installa su Android" })).toBeTruthy();
    expect(pageText()).toContain("Tocca il pulsante del menu (i tre puntini) in alto a destra.");
    fireEvent.click(screen.getByRole("button", { name: "Computer" }));
    expect(await screen.findByRole("heading", { name: "Installa sul computer" })).toBeTruthy();
    expect(pageText()).toContain("Fai clic su Installa: Macrowise si apre in una finestra tutta sua");
    expect(pageText()).toContain("Sempre aggiornato: non c'è niente da scaricare a mano.");
    fireEvent.click(screen.getByRole("button", { name: "Telefono" }));
    expect(await screen.findByRole("heading", { name: "Installa su iPhone o iPad" })).toBeTruthy();
    expect(pageText()).toContain("Scorri verso il basso e tocca Aggiungi alla schermata Home.");
  });
});

describe("the contact page in Italian", () => {
  it("labels the form, shows the schema's messages in Italian and thanks in Italian", async () => {
    setPageLanguage("it", itMessages);
    const api = fakeApi({
      ...site(null),
      "POST /api/email-response": { json: { success: true, message: "ok" } },
    });
    show(<ContactPage />, "/contatti");
    expect(screen.getByRole("heading", { level: 1, name: "Contattaci" })).toBeTruthy();
    expect(
      await screen.findByText("Usa il modulo qui sotto: arriva direttamente al nostro team di assistenza."),
    ).toBeTruthy();
    const send = await screen.findByRole("button", { name: "Invia messaggio" });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText("L'oggetto deve avere almeno 3 caratteri")).toBeTruthy();
    expect(screen.getByText("Inserisci un indirizzo email valido", { exact: false })).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.input(screen.getByLabelText("Oggetto"), { target: { value: "Ciao" } });
    fireEvent.input(screen.getByLabelText("Messaggio"), { target: { value: "Un messaggio abbastanza lungo" } });
    fireEvent.click(screen.getByRole("button", { name: "Invia messaggio" }));
    expect(await screen.findByRole("heading", { name: "Grazie per il tuo messaggio!" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Invia un altro messaggio" })).toBeTruthy();
    expect(api.to("POST /api/email-response")).toHaveLength(1);
  });
});
