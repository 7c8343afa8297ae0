export const LOGOUT_ATTEMPTS = 3;
export const LOGOUT_RETRY_INTERVAL_MS = 1000;

export interface RetryLogoutOptions {
  post: () => Promise<unknown>;
  wait: (ms: number) => Promise<void>;
  attempts?: number;
  intervalMs?: number;
}

/** Calls `post` up to `attempts` times, waiting `intervalMs` between tries. True when one succeeded. */
export async function retryLogout({
  post,
  wait,
  attempts = LOGOUT_ATTEMPTS,
  intervalMs = LOGOUT_RETRY_INTERVAL_MS,
}: RetryLogoutOptions): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await post();
      return true;
    } catch {
      if (attempt < attempts) await wait(intervalMs);
    }
  }
  return false;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
