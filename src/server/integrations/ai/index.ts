import fs from "node:fs/promises";
import { catalogFiles } from "../../features/foods/catalog/catalog-files.js";
import { parseItalianNames } from "../../features/foods/catalog/italian-names.js";
import { parseCatalog } from "../../features/foods/catalog/parse-catalog.js";
import { builtinFoodsFromCatalog } from "./builtin/foods.js";
import { createBuiltinProvider } from "./builtin/provider.js";
import { openAiConfigFromEnv } from "./openai/config.js";
import { createOpenAiProvider } from "./openai/provider.js";
import type { AiProvider } from "./provider.js";

/** The offline engine, grounded in the curated everyday foods the food database is seeded from. */
export async function builtinProvider(): Promise<AiProvider> {
  const [curated, italian] = await Promise.all([
    fs.readFile(catalogFiles.curated, "utf8"),
    fs.readFile(catalogFiles.italian, "utf8"),
  ]);
  const italianNames = new Map(parseItalianNames(italian).map((n) => [n.key, n.name]));
  const catalog = builtinFoodsFromCatalog(parseCatalog(curated), italianNames);
  return createBuiltinProvider({ catalog });
}

/**
 * `builtin` by default; `openai` for any OpenAI-compatible endpoint. Without an image model
 * (AI_IMAGE_MODEL=none, common with local servers) meal pictures come from the offline engine.
 */
export async function createAiProvider(kind: "builtin" | "openai", env = process.env): Promise<AiProvider> {
  const offline = await builtinProvider();
  if (kind === "builtin") return offline;
  const config = openAiConfigFromEnv(env);
  const remote = createOpenAiProvider(config);
  if (config.imageModel) return remote;
  return {
    name: remote.name,
    seesPhotos: remote.seesPhotos,
    chat: (input, signal) => remote.chat(input, signal),
    mealSuggestions: (context, mealType, signal) => remote.mealSuggestions(context, mealType, signal),
    goalRecommendations: (context, signal) => remote.goalRecommendations(context, signal),
    analyzeFoodImage: (image, signal) => remote.analyzeFoodImage(image, signal),
    mealImage: (meal, signal) => offline.mealImage(meal, signal),
  };
}
