import { and, count, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { trialClaims } from "../../db/schema/index.js";

/** Trial claims: read here; written with the account itself (auth repository, one transaction). */
export function trialClaimsRepository(db: Database) {
  async function countSince(condition: ReturnType<typeof eq>, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(trialClaims)
      .where(and(condition, gt(trialClaims.claimedAt, since)));
    return row?.n ?? 0;
  }

  return {
    byEmail: (emailHash: string, since: Date) => countSince(eq(trialClaims.emailHash, emailHash), since),
    byDevice: (deviceHash: string, since: Date) => countSince(eq(trialClaims.deviceHash, deviceHash), since),
    byAddress: (ipAddress: string, since: Date) => countSince(eq(trialClaims.ipAddress, ipAddress), since),
  };
}

export type TrialClaimsRepository = ReturnType<typeof trialClaimsRepository>;
