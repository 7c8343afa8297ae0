// The offline page (served by the service worker when a page cannot be loaded) reloads itself as
// soon as the server answers again: after a restart, or when the network comes back.
// It speaks the language the page asked for would have: the address's prefix (/it/..., /en/...),
// else the person's choice (the `lang` cookie), else the browser's languages, else English (the
// page's own markup). The worker serves this page for any address, so it decides here.
(() => {
  const texts = {
    en: {
      title: "Offline | Macrowise",
      heading: "You are offline",
      body: "Macrowise cannot reach its server right now. Your data is safe on the server; this page reloads by itself as soon as the server answers again.",
      checking: "Checking the connection…",
      retry: "Try again",
      still: (tries) => `Still offline. Checked ${tries} time${tries === 1 ? "" : "s"}; trying again shortly.`,
    },
    it: {
      title: "Offline | Macrowise",
      heading: "Sei offline",
      body: "Macrowise non riesce a raggiungere il suo server in questo momento. I tuoi dati sono al sicuro sul server; questa pagina si ricarica da sola appena il server risponde di nuovo.",
      checking: "Verifica della connessione…",
      retry: "Riprova",
      still: (tries) =>
        `Ancora offline. ${tries === 1 ? "Verificato 1 volta" : `Verificato ${tries} volte`}; nuovo tentativo a breve.`,
    },
  };

  function pageLanguage() {
    const prefix = /^\/(en|it)(?:\/|$)/.exec(window.location.pathname);
    if (prefix) return prefix[1];
    const chosen = /(?:^|;\s*)lang=(en|it)(?:;|$)/.exec(document.cookie);
    if (chosen) return chosen[1];
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const language = String(tag).toLowerCase().split("-")[0];
      if (language === "en" || language === "it") return language;
    }
    return "en";
  }

  const language = pageLanguage();
  const say = texts[language];
  const setText = (id, text) => {
    const element = document.getElementById(id);
    if (element) element.textContent = text;
  };
  if (language !== "en") {
    document.documentElement.lang = language;
    document.title = say.title;
    setText("offline-heading", say.heading);
    setText("offline-body", say.body);
    setText("offline-status", say.checking);
    setText("offline-retry", say.retry);
    document.querySelector('link[rel="manifest"]')?.setAttribute("href", `/manifest.${language}.webmanifest`);
  }

  const status = document.getElementById("offline-status");
  let tries = 0;
  async function check() {
    tries += 1;
    try {
      const response = await fetch("/api/health", { cache: "no-store" });
      if (response.ok) {
        window.location.reload();
        return;
      }
    } catch {
      // Still unreachable.
    }
    if (status) status.textContent = say.still(tries);
    setTimeout(check, 3000);
  }
  window.addEventListener("online", () => window.location.reload());
  document.getElementById("offline-retry")?.addEventListener("click", () => window.location.reload());
  setTimeout(check, 1000);
})();
