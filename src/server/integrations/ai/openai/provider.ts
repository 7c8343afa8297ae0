import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import {
  aiMessages,
  type FoodAnalysis,
  foodAnalysisSchema,
  type GoalRecommendation,
  goalRecommendationListSchema,
  type MealSuggestion,
  mealSuggestionListSchema,
} from "../../../../shared/contracts/ai.js";
import type { MealType } from "../../../../shared/contracts/meals.js";
import { type AiProvider, AiProviderError, type GeneratedImage } from "../provider.js";
import type { OpenAiConfig } from "./config.js";
import { downloadImage, maxGeneratedImageBytes, sniffImageType } from "./image-bytes.js";
import {
  chatSystemPrompt,
  foodAnalysisPrompt,
  goalRecommendationsPrompt,
  jsonSystemPrompt,
  mealImagePrompt,
  mealSuggestionsPrompt,
} from "./prompts.js";
import { RequestControl, redact, toProviderError } from "./request-control.js";
import { type StructuredOutput, structuredOutput } from "./structured-output.js";

export interface OpenAiProviderOptions {
  /** Used by the SDK and for downloading images the image API returns as URLs; tests may stub it. */
  fetch?: typeof fetch;
  /** Largest generated image accepted, in bytes (10 MB). */
  maxImageBytes?: number;
}

const mealSuggestionsOutput = structuredOutput("meal_suggestions", mealSuggestionListSchema);
const goalRecommendationsOutput = structuredOutput("goal_recommendations", goalRecommendationListSchema);
const foodAnalysisOutput = structuredOutput("food_analysis", foodAnalysisSchema);

/** Sent placeholder when no key is configured: local servers ignore it, the SDK insists on one. */
const noKey = "not-needed";

/** The AiProvider for any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio, OpenRouter). */
export function createOpenAiProvider(config: OpenAiConfig, options: OpenAiProviderOptions = {}): AiProvider {
  const apiKey = config.apiKey || noKey;
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
    logLevel: "off",
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const fail = (error: unknown, message: string, control: RequestControl) =>
    toProviderError(error, message, control, config.apiKey);

  /** A JSON answer in the given shape; a malformed one is asked for once more, then it fails. */
  async function structured<T>(
    output: StructuredOutput<T>,
    model: string,
    messages: ChatCompletionMessageParam[],
    failMessage: string,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    let conversation = messages;
    let reason = "";
    for (let attempt = 1; attempt <= 2; attempt++) {
      const control = new RequestControl(config.timeoutMs, signal);
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            messages: conversation,
            response_format: {
              type: "json_schema",
              json_schema: { name: output.name, strict: true, schema: output.jsonSchema },
            },
          },
          { signal: control.signal, timeout: config.timeoutMs },
        );
        content = completion.choices[0]?.message.content;
      } catch (error) {
        throw fail(error, failMessage, control);
      } finally {
        control.dispose();
      }
      const result = output.parse(content);
      if (result.ok) return result.value;
      reason = result.reason;
      conversation = [
        ...messages,
        { role: "assistant", content: (content ?? "").slice(0, 4000) },
        { role: "user", content: `That answer was unusable: ${reason}. Reply with only the JSON object.` },
      ];
    }
    throw new AiProviderError(failMessage, "malformed", { cause: new Error(redact(reason, config.apiKey)) });
  }

  return {
    name: "openai",
    seesPhotos: true,

    async *chat(input, signal) {
      const control = new RequestControl(config.timeoutMs, signal);
      const messages: ChatCompletionMessageParam[] = [
        { role: "system", content: chatSystemPrompt(input.chatType, input.context) },
        ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
      ];
      let answered = false;
      try {
        const stream = await client.chat.completions.create(
          { model: config.model, stream: true, messages },
          { signal: control.signal, timeout: config.timeoutMs },
        );
        control.arm();
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (!piece) continue;
          answered = true;
          // The time the caller takes with a piece is not the endpoint's silence.
          control.pause();
          yield piece;
          control.arm();
        }
        // The SDK ends an aborted stream quietly, as if it were complete.
        if (control.signal.aborted) throw new Error("the stream was aborted");
      } catch (error) {
        throw fail(error, aiMessages.chatFailed, control);
      } finally {
        control.dispose();
      }
      if (!answered) {
        throw new AiProviderError(aiMessages.chatFailed, "malformed", { cause: new Error("the answer was empty") });
      }
    },

    async mealSuggestions(context, mealType: MealType | null, signal): Promise<MealSuggestion[]> {
      const { suggestions } = await structured(
        mealSuggestionsOutput,
        config.model,
        [
          { role: "system", content: jsonSystemPrompt },
          { role: "user", content: mealSuggestionsPrompt(context, mealType) },
        ],
        aiMessages.generationFailed,
        signal,
      );
      return mealType ? suggestions.map((suggestion) => ({ ...suggestion, mealType })) : suggestions;
    },

    async goalRecommendations(context, signal): Promise<GoalRecommendation[]> {
      const { recommendations } = await structured(
        goalRecommendationsOutput,
        config.model,
        [
          { role: "system", content: jsonSystemPrompt },
          { role: "user", content: goalRecommendationsPrompt(context) },
        ],
        aiMessages.generationFailed,
        signal,
      );
      return recommendations.slice(0, 3);
    },

    async analyzeFoodImage(image, signal): Promise<FoodAnalysis> {
      return structured(
        foodAnalysisOutput,
        config.visionModel,
        [
          { role: "system", content: jsonSystemPrompt },
          {
            role: "user",
            content: [
              { type: "text", text: foodAnalysisPrompt },
              {
                type: "image_url",
                image_url: { url: `data:${image.mimeType};base64,${image.bytes.toString("base64")}` },
              },
            ],
          },
        ],
        aiMessages.analysisFailed,
        signal,
      );
    },

    async mealImage(meal, signal): Promise<GeneratedImage> {
      if (!config.imageModel) {
        throw new AiProviderError(aiMessages.imageFailed, "unavailable", {
          cause: new Error("image generation is switched off (AI_IMAGE_MODEL)"),
        });
      }
      const control = new RequestControl(config.timeoutMs, signal);
      let bytes: Buffer;
      try {
        const response = await client.images.generate(
          { model: config.imageModel, prompt: mealImagePrompt(meal), size: "1024x1024", n: 1 },
          { signal: control.signal, timeout: config.timeoutMs },
        );
        const image = response.data?.[0];
        if (image?.b64_json) bytes = Buffer.from(image.b64_json, "base64");
        else if (image?.url) {
          bytes = await downloadImage(
            image.url,
            control.signal,
            options.fetch,
            options.maxImageBytes ?? maxGeneratedImageBytes,
          );
        } else
          throw new AiProviderError(aiMessages.imageFailed, "malformed", {
            cause: new Error("no image in the answer"),
          });
      } catch (error) {
        throw fail(error, aiMessages.imageFailed, control);
      } finally {
        control.dispose();
      }
      const mimeType = sniffImageType(bytes);
      if (!mimeType || bytes.length > (options.maxImageBytes ?? maxGeneratedImageBytes)) {
        throw new AiProviderError(aiMessages.imageFailed, "malformed", {
          cause: new Error("the answer is not a PNG, JPEG or WebP image of an acceptable size"),
        });
      }
      return { mimeType, bytes };
    },
  };
}
