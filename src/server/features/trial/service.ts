import { deviceHash, emailHash, TRIAL_CLAIM_WINDOW_MS } from "./claims.js";
import type { TrialClaimsRepository } from "./repository.js";

export interface TrialCandidate {
  email: string | null;
  deviceId: string | null;
  ipAddress: string;
}

/** What registration records and decides: whether this account gets the 5-day trial. */
export interface TrialDecision {
  granted: boolean;
  claim: { emailHash: string | null; deviceHash: string | null; ipAddress: string };
}

/**
 * One free trial per person (spec commercial 6): an email or a device that started a trial in the
 * last 30 days gets none; with TRIALS_PER_ADDRESS set, one address starts at most that many. A refused trial still lets the account be created; it starts on the pricing page.
 */
export function trialService(repo: TrialClaimsRepository, trialsPerAddress: number | null, now: () => Date) {
  const since = () => new Date(now().getTime() - TRIAL_CLAIM_WINDOW_MS);

  async function deviceOrAddressUsed(candidate: TrialCandidate): Promise<boolean> {
    const from = since();
    if (candidate.deviceId && (await repo.byDevice(deviceHash(candidate.deviceId), from)) > 0) return true;
    if (trialsPerAddress === null) return false;
    return (await repo.byAddress(candidate.ipAddress, from)) >= trialsPerAddress;
  }

  return {
    /** The public check: by device and address only, so it says nothing about any email. */
    previousRegistration: deviceOrAddressUsed,

    async decide(candidate: TrialCandidate): Promise<TrialDecision> {
      const hashedEmail = candidate.email ? emailHash(candidate.email) : null;
      const emailUsed = hashedEmail !== null && (await repo.byEmail(hashedEmail, since())) > 0;
      const granted = !emailUsed && !(await deviceOrAddressUsed(candidate));
      return {
        granted,
        claim: {
          emailHash: hashedEmail,
          deviceHash: candidate.deviceId ? deviceHash(candidate.deviceId) : null,
          ipAddress: candidate.ipAddress,
        },
      };
    },
  };
}

export type TrialService = ReturnType<typeof trialService>;
