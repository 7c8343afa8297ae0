import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { jsonNumber, userText } from "./common.js";

/** Spec commercial 5 and 9: up to 5 keys per user; a name is required. */
export const MAX_LIVE_API_KEYS = 5;
/** Revoked and expired keys stay listed until deleted; past this many in all, delete some first. */
export const MAX_STORED_API_KEYS = 50;
export const MAX_API_KEY_DAYS = 3650;

export const apiKeyScopes = ["read", "write"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyMessages = {
  name: msg("Name is required"),
  nameMax: msg("Name must be at most 100 characters"),
  // The limits are written out for the catalogs (contracts.test.ts holds them to the constants).
  expiresInDays: msg("Expiry must be a whole number of days from 1 to 3650"),
  scopes: msg("Choose the key's permissions: read, write or both"),
  liveLimit: msg("You can have at most 5 active API keys. Revoke or delete one first."),
  storedLimit: msg("You have 50 API keys. Delete revoked or expired keys first."),
  notFound: msg("API key not found"),
  deleted: msg("API key deleted"),
} as const;

/** POST /api/api-keys. Without `scopes` a key may read and write; without `expiresInDays` it never expires. */
export const createApiKeySchema = z.object({
  name: userText(apiKeyMessages.name).trim().min(1, apiKeyMessages.name).max(100, apiKeyMessages.nameMax),
  expiresInDays: jsonNumber("Expiry")
    .int(apiKeyMessages.expiresInDays)
    .min(1, apiKeyMessages.expiresInDays)
    .max(MAX_API_KEY_DAYS, apiKeyMessages.expiresInDays)
    .nullish(),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: apiKeyMessages.scopes }), { error: apiKeyMessages.scopes })
    .min(1, apiKeyMessages.scopes)
    .max(10, apiKeyMessages.scopes)
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope)))
    .optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeySchema>;
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyStatuses = ["active", "revoked", "expired"] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** A key as the list shows it (spec commercial 3): `apiKey` is masked, `mw_live_AbCd…wxyz`. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  apiKey: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  createdAt: z.string(),
  lastUsed: z.string().nullable(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
  status: z.enum(apiKeyStatuses),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);

/** The create answer: the same fields, with `apiKey` the full value, shown this once and never again. */
export const createdApiKeySchema = apiKeySchema;
