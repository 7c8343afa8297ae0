import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect.js";

describe("safeRedirectTarget", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectTarget("/home?section=goals")).toBe("/home?section=goals");
    expect(safeRedirectTarget("/pricing")).toBe("/pricing");
  });

  it("falls back for missing, absolute or protocol-relative targets", () => {
    expect(safeRedirectTarget(null)).toBe("/home");
    expect(safeRedirectTarget("")).toBe("/home");
    expect(safeRedirectTarget("https://evil.example/")).toBe("/home");
    expect(safeRedirectTarget("//evil.example")).toBe("/home");
    expect(safeRedirectTarget("/\\evil.example")).toBe("/home");
    expect(safeRedirectTarget("javascript:alert(1)")).toBe("/home");
    expect(safeRedirectTarget("home", "/")).toBe("/");
  });
});
