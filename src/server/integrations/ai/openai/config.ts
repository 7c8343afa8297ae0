/** Settings of the OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio, OpenRouter, ...). */
export interface OpenAiConfig {
  /** Base URL of the OpenAI REST API, ending before `/chat/completions` (e.g. `http://localhost:11434/v1`). */
  baseUrl: string;
  /** May be empty: local servers (Ollama, LM Studio) take no key; the client then sends a placeholder. */
  apiKey: string;
  /** Chat, meal suggestions and goal recommendations. */
  model: string;
  /** Food-photo analysis. */
  visionModel: string;
  /** Meal images; null when image generation is switched off (the caller then uses its fallback). */
  imageModel: string | null;
  /** Per request: time to the first byte, the whole answer of a JSON request, the pause between streamed pieces. */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

export const openAiDefaults = {
  baseUrl: "https://api.openai.com/v1",
  model: "gpt-4o-mini",
  imageModel: "gpt-image-1",
  timeoutMs: 30_000,
} as const;

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function baseUrlOf(value: string | undefined): string {
  const raw = text(value) ?? openAiDefaults.baseUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`AI_BASE_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`AI_BASE_URL must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
}

function timeoutOf(value: string | undefined): number {
  const raw = text(value);
  if (raw === null) return openAiDefaults.timeoutMs;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`AI_TIMEOUT_MS must be a positive integer, got "${raw}"`);
  return parsed;
}

/**
 * Reads AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_VISION_MODEL, AI_IMAGE_MODEL and AI_TIMEOUT_MS.
 * AI_IMAGE_MODEL unset means gpt-image-1; set to "" or "none" it switches image generation off.
 */
export function openAiConfigFromEnv(env: Env = process.env): OpenAiConfig {
  const model = text(env.AI_MODEL) ?? openAiDefaults.model;
  const imageSetting = env.AI_IMAGE_MODEL === undefined ? openAiDefaults.imageModel : text(env.AI_IMAGE_MODEL);
  return {
    baseUrl: baseUrlOf(env.AI_BASE_URL),
    apiKey: env.AI_API_KEY?.trim() ?? "",
    model,
    visionModel: text(env.AI_VISION_MODEL) ?? model,
    imageModel: imageSetting === null || imageSetting.toLowerCase() === "none" ? null : imageSetting,
    timeoutMs: timeoutOf(env.AI_TIMEOUT_MS),
  };
}
