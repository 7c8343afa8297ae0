import { queryOptions, useQuery } from "@tanstack/react-query";
import { aiMessages, type FoodAnalysis } from "../../../shared/contracts/ai.js";
import type { DescribedMeal, FoodAnalyzerCapabilities } from "../../../shared/contracts/meal-description.js";
import { msg } from "../../../shared/i18n/msg.js";
import { apiGet, browserTimeZone } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";

export type AnalysisOutcome =
  | { kind: "analysis"; source: "photo"; analysis: FoodAnalysis }
  | { kind: "analysis"; source: "description"; analysis: DescribedMeal }
  /** This server has no vision model: the UI offers the typed description instead. */
  | { kind: "needsVisionModel"; message: string }
  /** The anonymous trial is used (403 Free Trial Used). */
  | { kind: "trialUsed" }
  /** The signed-in user's plan lacks the feature (402). */
  | { kind: "locked" }
  /** The description was refused (400): the message belongs on its field. */
  | { kind: "invalid"; message: string }
  | { kind: "error"; message: string; unexpected?: boolean };

interface AnalyzeBody {
  success?: boolean;
  analysis?: FoodAnalysis | DescribedMeal | null;
  error?: string | null;
  needsVisionModel?: boolean;
  message?: string;
}

const analyzerMessages = {
  unknown: msg("Unknown error during analysis"),
  unexpectedFormat: msg("The analysis came back in an unexpected format."),
  needsVisionModel: msg("Photo recognition needs a vision model."),
};

/** The messages the web app itself knows, which it shows in the page's language. */
const knownMessages = new Set<string>([...Object.values(aiMessages), ...Object.values(analyzerMessages)]);

/**
 * An outcome's message as the page shows it: the app's own messages translated; the server's as
 * they came (already in the request's language, and perhaps quoting what was typed).
 */
export const shownMessage = (message: string): string => (knownMessages.has(message) ? i18n._(message) : message);

/** The failures both kinds of analysis share (spec commercial 8's texts). */
function refusal(status: number, body: AnalyzeBody | null): AnalysisOutcome | null {
  if (status === 403 && (body as { error?: string } | null)?.error === "Free Trial Used") return { kind: "trialUsed" };
  if (status === 402) return { kind: "locked" };
  if (status < 200 || status >= 300) return { kind: "error", message: body?.message || aiMessages.analysisFailed };
  if (!body) return { kind: "error", message: aiMessages.analysisFailed, unexpected: true };
  if (!body.success) return { kind: "error", message: body.error || analyzerMessages.unknown };
  if (!body.analysis || !Array.isArray(body.analysis.foods)) {
    return { kind: "error", message: analyzerMessages.unexpectedFormat, unexpected: true };
  }
  return null;
}

/** Turns the server's answer to a photo into what the page shows. */
export function analysisOutcome(status: number, body: AnalyzeBody | null): AnalysisOutcome {
  if (status === 200 && body?.needsVisionModel) {
    return { kind: "needsVisionModel", message: body.error || analyzerMessages.needsVisionModel };
  }
  return refusal(status, body) ?? { kind: "analysis", source: "photo", analysis: body?.analysis as FoodAnalysis };
}

/** Turns the server's answer to a typed meal into what the page shows. */
export function descriptionOutcome(status: number, body: AnalyzeBody | null): AnalysisOutcome {
  if (status === 400 && body?.message) return { kind: "invalid", message: body.message };
  const refused = refusal(status, body);
  if (refused) return refused;
  const analysis = body?.analysis as DescribedMeal;
  if (!Array.isArray(analysis.unrecognised)) {
    return { kind: "error", message: analyzerMessages.unexpectedFormat, unexpected: true };
  }
  return { kind: "analysis", source: "description", analysis };
}

async function post(path: string, body: unknown): Promise<{ status: number; body: AnalyzeBody | null }> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json", "X-Time-Zone": browserTimeZone() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as AnalyzeBody | null };
}

export async function analyzeFoodImage(imageBase64: string): Promise<AnalysisOutcome> {
  const answer = await post("/api/analyze-food-image", { imageBase64 });
  return analysisOutcome(answer.status, answer.body);
}

export async function analyzeDescription(description: string): Promise<AnalysisOutcome> {
  const answer = await post("/api/analyze-food-text", { description });
  return descriptionOutcome(answer.status, answer.body);
}

/** What this server's analyzer can do: photos only with a vision model; typed meals always. */
export const analyzerCapabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ["food-analyzer", "capabilities"],
    queryFn: () => apiGet<FoodAnalyzerCapabilities>("/api/food-analyzer", { timeZone: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export const useAnalyzerCapabilities = () => useQuery(analyzerCapabilitiesQueryOptions());
