import {
  type ApiKeyScope,
  apiKeyMessages,
  apiKeyScopes,
  type CreateApiKeyRequest,
  MAX_LIVE_API_KEYS,
  MAX_STORED_API_KEYS,
} from "../../../shared/contracts/api-keys.js";
import type { ApiKeyRow, UserRow } from "../../db/schema/index.js";
import { conflict, notFound } from "../../errors.js";
import { displayParts, hashApiKey, isWellFormedApiKey, newApiKey } from "./key-format.js";
import { apiKeyStatus } from "./present.js";
import type { ApiKeysRepository } from "./repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most this often per key: one write a minute, not one per call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Who a valid key speaks for, and what it may do. */
export interface ApiKeyCaller {
  keyId: number;
  scopes: ApiKeyScope[];
  /** The owner's row as stored now: the plan is judged from it on every call. */
  user: UserRow;
}

export function apiKeysService(repo: ApiKeysRepository, clock: () => Date = () => new Date()) {
  return {
    list: (userId: number) => repo.list(userId),

    /** A new key for the user; the full value is in the answer and nowhere else, ever. */
    async create(userId: number, input: CreateApiKeyRequest): Promise<{ row: ApiKeyRow; key: string }> {
      const now = clock();
      const key = newApiKey();
      const row = await repo.createLocked(
        {
          userId,
          name: input.name,
          keyHash: hashApiKey(key),
          ...displayParts(key),
          scopes: input.scopes ?? [...apiKeyScopes],
          createdAt: now,
          expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
        },
        now,
        ({ live, stored }) => {
          if (live >= MAX_LIVE_API_KEYS) throw conflict(apiKeyMessages.liveLimit);
          if (stored >= MAX_STORED_API_KEYS) throw conflict(apiKeyMessages.storedLimit);
        },
      );
      return { row, key };
    },

    async revoke(userId: number, id: number): Promise<ApiKeyRow> {
      const row = await repo.revoke(userId, id, clock());
      if (!row) throw notFound(apiKeyMessages.notFound);
      return row;
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(apiKeyMessages.notFound);
    },

    /**
     * The caller a presented key speaks for, or null for a key that is malformed, unknown, revoked
     * or expired (all alike to the client). Marks the key used, at most once a minute.
     */
    async authenticate(presented: string): Promise<ApiKeyCaller | null> {
      if (!isWellFormedApiKey(presented)) return null;
      const found = await repo.findByHash(hashApiKey(presented));
      const now = clock();
      if (!found || apiKeyStatus(found.key, now) !== "active") return null;
      const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      if (!found.key.lastUsedAt || found.key.lastUsedAt <= since) await repo.touch(found.key.id, now, since);
      return { keyId: found.key.id, scopes: found.key.scopes as ApiKeyScope[], user: found.user };
    },

    now: clock,
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
