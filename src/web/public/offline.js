// The offline page (served by the service worker when a page cannot be loaded) reloads itself as
// soon as the server answers again: after a restart, or when the network comes back.
(() => {
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
    if (status)
      status.textContent = `Still offline. Checked ${tries} time${tries === 1 ? "" : "s"}; trying again shortly.`;
    setTimeout(check, 3000);
  }
  window.addEventListener("online", () => window.location.reload());
  document.getElementById("offline-retry")?.addEventListener("click", () => window.location.reload());
  setTimeout(check, 1000);
})();
