import { z } from "zod";
import { LOCALES } from "../i18n/locales.js";

/** PUT /api/language: the language a person chose in the header's switch. */
export const languageRequestSchema = z.object({ language: z.enum(LOCALES) });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;
