import { describe, expect, it } from "vitest";
import { guardedPaths, guardPage, pathsOpenWithoutPlan } from "./page-guard.js";

const guest = { signedIn: false, hasAccess: false };
const expired = { signedIn: true, hasAccess: false };
const member = { signedIn: true, hasAccess: true };

describe("guardPage (spec commercial 4)", () => {
  it("renders any guarded page with ?view=demo, without auth", () => {
    expect(guardPage({ path: "/profile", search: "?view=demo", ...guest })).toEqual({ kind: "render" });
  });

  it("lets guests see /home and sends them from every other guarded page to /auth with the way back", () => {
    expect(guardPage({ path: "/home", search: "", ...guest })).toEqual({ kind: "render" });
    for (const path of guardedPaths.filter((p) => p !== "/home")) {
      expect(guardPage({ path, search: "", ...guest })).toEqual({
        kind: "redirect",
        to: `/auth?redirect=${encodeURIComponent(path)}`,
      });
    }
    expect(guardPage({ path: "/checkout", search: "?planId=premium-yearly", ...guest })).toEqual({
      kind: "redirect",
      to: "/auth?redirect=%2Fcheckout%3FplanId%3Dpremium-yearly",
    });
  });

  it("guards pages by path, including ones nested under a guarded path", () => {
    expect(guardPage({ path: "/admin/stripe-settings", search: "", ...guest }).kind).toBe("redirect");
    expect(guardPage({ path: "/administrator", search: "", ...guest }).kind).toBe("render");
    expect(guardPage({ path: "/pricing", search: "", ...guest }).kind).toBe("render");
  });

  it("sends a user without trial or plan to /pricing, except on the pricing and payment pages", () => {
    for (const path of ["/home", "/profile", "/api-keys", "/api-docs", "/admin"]) {
      expect(guardPage({ path, search: "", ...expired })).toEqual({ kind: "redirect", to: "/pricing" });
    }
    for (const path of pathsOpenWithoutPlan) expect(guardPage({ path, search: "", ...expired }).kind).toBe("render");
  });

  it("renders everything for a user with access", () => {
    for (const path of guardedPaths) expect(guardPage({ path, search: "", ...member }).kind).toBe("render");
  });
});
