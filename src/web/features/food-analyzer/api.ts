import { aiMessages, type FoodAnalysis } from "../../../shared/contracts/ai.js";
import { browserTimeZone } from "../../lib/api.js";

export type AnalysisOutcome =
  | { kind: "analysis"; analysis: FoodAnalysis }
  /** This server has no vision model: the UI offers the food search instead. */
  | { kind: "needsVisionModel"; message: string }
  /** The anonymous trial is used (403 Free Trial Used). */
  | { kind: "trialUsed" }
  /** The signed-in user's plan lacks the feature (402). */
  | { kind: "locked" }
  | { kind: "error"; message: string; unexpected?: boolean };

interface AnalyzeBody {
  success?: boolean;
  analysis?: FoodAnalysis | null;
  error?: string | null;
  needsVisionModel?: boolean;
  message?: string;
}

/** Turns the server's answer into what the page shows (spec commercial 8's texts). */
export function analysisOutcome(status: number, body: AnalyzeBody | null): AnalysisOutcome {
  if (status === 403 && (body as { error?: string } | null)?.error === "Free Trial Used") return { kind: "trialUsed" };
  if (status === 402) return { kind: "locked" };
  if (status < 200 || status >= 300) return { kind: "error", message: body?.message || aiMessages.analysisFailed };
  if (!body) return { kind: "error", message: aiMessages.analysisFailed, unexpected: true };
  if (body.needsVisionModel) {
    return { kind: "needsVisionModel", message: body.error || "Photo recognition needs a vision model." };
  }
  if (!body.success) return { kind: "error", message: body.error || "Unknown error during analysis" };
  if (!body.analysis || !Array.isArray(body.analysis.foods)) {
    return { kind: "error", message: "The analysis came back in an unexpected format.", unexpected: true };
  }
  return { kind: "analysis", analysis: body.analysis };
}

export async function analyzeFoodImage(imageBase64: string): Promise<AnalysisOutcome> {
  const response = await fetch("/api/analyze-food-image", {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json", "X-Time-Zone": browserTimeZone() },
    body: JSON.stringify({ imageBase64 }),
  });
  const body = (await response.json().catch(() => null)) as AnalyzeBody | null;
  return analysisOutcome(response.status, body);
}
