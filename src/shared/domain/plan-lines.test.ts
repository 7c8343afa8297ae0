import { describe, expect, it } from "vitest";
import type { TrialStatus } from "../contracts/auth.js";
import {
  everyAccountLine,
  type PlanViewer,
  planLines,
  planViewer,
  trialCardNote,
  upgradeLines,
  yearlyOnlyLine,
} from "./plan-lines.js";
import { hasFeature } from "./plans.js";

const viewers: PlanViewer[] = [
  { kind: "guest" },
  { kind: "trial", daysLeft: 3 },
  { kind: "grace", daysLeft: 6 },
  { kind: "expired" },
  { kind: "refused" },
  { kind: "paid" },
];
const texts = (lines: { text: string; included: boolean }[]) => lines.filter((l) => l.included).map((l) => l.text);

describe("planLines", () => {
  it("sells as paid extras only what the trial does not give: priority support and API access", () => {
    const trial = texts(planLines("trial", { kind: "guest" }));
    expect(trial).toContain("AI nutrition assistant: chats, meal and goal recommendations");
    expect(trial).toContain("Food Analyzer: describe a meal; photos with a vision model");
    const monthly = texts(planLines("premium-monthly", { kind: "guest" }));
    expect(monthly.filter((line) => !trial.includes(line))).toEqual([
      "Priority support",
      "API access: keys, REST API and MCP",
    ]);
    const yearly = texts(planLines("premium-yearly", { kind: "guest" }));
    expect(yearly.filter((line) => !monthly.includes(line))).toEqual([yearlyOnlyLine]);
  });

  it("ticks exactly what the server lets each plan use, and sells no data export (every account has it)", () => {
    for (const plan of ["trial", "premium-monthly", "premium-yearly"] as const) {
      const all = planLines(plan, { kind: "guest" }).map((line) => line.text.toLowerCase());
      expect(all.some((text) => text.includes("export") || text.includes("csv"))).toBe(false);
    }
    // The server's gate for the trial's features (requireFeature) says the same as the cards.
    expect(hasFeature("trial", true, "ai-nutrition-chatbot")).toBe(true);
    expect(hasFeature("trial", true, "api-access")).toBe(false);
    expect(everyAccountLine).toContain("CSV data download");
  });

  it("promises the trial only to whom it gives something", () => {
    for (const viewer of viewers) {
      const included = texts(planLines("trial", viewer)).length;
      const theirs = ["guest", "trial", "grace", "paid"].includes(viewer.kind);
      expect(included, viewer.kind).toBe(theirs ? 4 : 0);
      // A paid plan's card reads the same for everyone.
      expect(texts(planLines("premium-monthly", viewer))).toHaveLength(6);
    }
  });
});

describe("trialCardNote", () => {
  it("tells each signed-in viewer where their trial stands, with plurals", () => {
    expect(viewers.map(trialCardNote)).toEqual([
      null,
      "Your free trial: 3 days left",
      "Trial ended · 6 days of grace left",
      "Your free trial has ended",
      "Not available: this email or device had a free trial in the last 30 days",
      "Included in your plan",
    ]);
    expect(trialCardNote({ kind: "grace", daysLeft: 1 })).toBe("Trial ended · 1 day of grace left");
    expect(trialCardNote({ kind: "trial", daysLeft: 1 })).toBe("Your free trial: 1 day left");
  });
});

describe("upgradeLines", () => {
  it("offers a trial user what the trial lacks, and a user without access everything", () => {
    expect(upgradeLines({ kind: "trial", daysLeft: 2 })).toEqual([
      "Every feature, after the trial ends too",
      "Priority support",
      "API access: keys, REST API and MCP",
    ]);
    const expired = upgradeLines({ kind: "expired" });
    expect(expired).toContain("AI nutrition assistant: chats, meal and goal recommendations");
    expect(expired).toHaveLength(6);
    expect(upgradeLines({ kind: "refused" })).toEqual(expired);
    expect(upgradeLines({ kind: "paid" })).toEqual([]);
  });
});

describe("planViewer", () => {
  const status = (over: Partial<TrialStatus>): TrialStatus => ({
    trialActive: false,
    trialDaysLeft: 0,
    trialEndDate: "2030-01-01T00:00:00.000Z",
    isPremium: false,
    subscriptionPlan: "trial",
    trialGranted: true,
    graceActive: false,
    graceDaysLeft: 0,
    graceEndDate: null,
    ...over,
  });
  it("reads the viewer from the session and the trial status", () => {
    expect(planViewer(false, undefined)).toEqual({ kind: "guest" });
    expect(planViewer(true, undefined)).toBeNull();
    expect(planViewer(true, status({ trialActive: true, trialDaysLeft: 4 }))).toEqual({ kind: "trial", daysLeft: 4 });
    expect(planViewer(true, status({ graceActive: true, graceDaysLeft: 2 }))).toEqual({ kind: "grace", daysLeft: 2 });
    expect(planViewer(true, status({}))).toEqual({ kind: "expired" });
    expect(planViewer(true, status({ trialGranted: false }))).toEqual({ kind: "refused" });
    expect(planViewer(true, status({ subscriptionPlan: "premium-yearly", trialActive: true }))).toEqual({
      kind: "paid",
    });
  });
});
