import { chromium } from "playwright-core";
const base = "http://localhost:5055";
const h = { "content-type": "application/json", origin: base };
const r = await fetch(base + "/api/register", { method: "POST", headers: h, body: JSON.stringify({ username: "diag" + Date.now(), email: `d${Date.now()}@x.io`, gender: "other", password: "diag-password-1" }) });
const c = r.headers.getSetCookie().find((l) => l.includes("session=")).split(";")[0];
for (const food of ["Oats", "Salad", "Yogurt"]) await fetch(base + "/api/meals", { method: "POST", headers: { ...h, cookie: c }, body: JSON.stringify({ food, mealType: "lunch", calories: 300, proteins: 10, carbs: 30, fats: 10, timestamp: new Date().toISOString() }) });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const [n, v] = c.split("="); await ctx.addCookies([{ name: n, value: v, url: base }]);
const page = await ctx.newPage(); await page.addInitScript(() => document.addEventListener("securitypolicyviolation", (e) => console.error("CSP", e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber)));
page.on("console", (m) => { if (m.type() === "error" || m.type()==="warning") console.log("console", m.type(), m.text().slice(0, 200)); });
await page.goto(base + (process.argv[2] ?? "/home"), { waitUntil: "networkidle" });
const res = await page.evaluate(() => performance.getEntriesByType("resource").map((r) => [Math.round(r.startTime), r.encodedBodySize, r.name.replace(location.origin, "")]));
let t = 0; for (const x of res) { if (/\.(js|css)$/.test(x[2])) t += x[1]; if (x[1] > 3000) console.log(x.join("\t")); }
console.log("total js+css", (t / 1024).toFixed(1), "KB");
await page.screenshot({ path: "/tmp/home.png", fullPage: true });
await browser.close();
