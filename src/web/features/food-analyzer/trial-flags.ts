/** Spec commercial 3 and 4: the anonymous trial's browser flags (the server keeps the real count). */
export const TRIAL_USED_KEY = "foodAnalyzerTrialUsed";
export const VISITED_KEY = "foodAnalyzerVisited";

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage can be blocked (private windows, strict settings): the server still decides.
    return fallback;
  }
}

export const readTrialUsed = (storage: FlagStorage) => safely(() => storage.getItem(TRIAL_USED_KEY) === "true", false);
export const markTrialUsed = (storage: FlagStorage) => safely(() => storage.setItem(TRIAL_USED_KEY, "true"), undefined);
export const clearTrialUsed = (storage: FlagStorage) => safely(() => storage.removeItem(TRIAL_USED_KEY), undefined);

const devHost = (host: string) =>
  host === "localhost" ||
  host === "127.0.0.1" ||
  host === "[::1]" ||
  host.endsWith(".local") ||
  host.endsWith(".localhost");

function externalReferrer(referrer: string, host: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).host !== host;
  } catch {
    return false;
  }
}

/**
 * A visit to the analyzer: ?reset_trial=true clears the flag; so does the session's first visit
 * arriving from another site (not on development hosts). Returns whether the flag was cleared.
 */
export function onAnalyzerVisit(visit: {
  local: FlagStorage;
  session: FlagStorage;
  resetRequested: boolean;
  referrer: string;
  host: string;
}): boolean {
  const firstVisit = safely(() => visit.session.getItem(VISITED_KEY) === null, false);
  safely(() => visit.session.setItem(VISITED_KEY, "true"), undefined);
  const hostname = visit.host.replace(/:\d+$/, "");
  const fromOutside = firstVisit && !devHost(hostname) && externalReferrer(visit.referrer, visit.host);
  if (visit.resetRequested || fromOutside) {
    clearTrialUsed(visit.local);
    return true;
  }
  return false;
}

/** Whether a guest may analyse now: the trial counts as used once another analysis is attempted. */
export function guestMayAnalyze(state: { signedIn: boolean; trialUsed: boolean; completedThisVisit: boolean }) {
  return state.signedIn || (!state.trialUsed && !state.completedThisVisit);
}
