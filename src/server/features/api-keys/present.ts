import type { ApiKey, ApiKeyScope, ApiKeyStatus } from "../../../shared/contracts/api-keys.js";
import type { ApiKeyRow } from "../../db/schema/index.js";
import { maskedApiKey } from "./key-format.js";

export function apiKeyStatus(row: ApiKeyRow, now: Date): ApiKeyStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "active";
}

/** A key as the list shows it: masked. Only the create answer carries the full value (`fullKey`). */
export function presentApiKey(row: ApiKeyRow, now: Date, fullKey?: string): ApiKey {
  const status = apiKeyStatus(row, now);
  return {
    id: row.id,
    name: row.name,
    apiKey: fullKey ?? maskedApiKey(row),
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: status === "active",
    status,
  };
}
