import { useCallback, useState } from "react";
import { accessDenial, type PremiumAccess, premiumAccess } from "./premium-access.js";
import { useTrialStatus, useUser } from "./session.js";

export interface PremiumAccessState {
  status: PremiumAccess;
  /** Feed it a failed call's error: a 402 or 401 switches to the gate. Returns true when it did. */
  reportError: (error: unknown) => boolean;
}

export function usePremiumAccess(): PremiumAccessState {
  const { user, isPending } = useUser();
  const trial = useTrialStatus();
  const [denied, setDenied] = useState<{ userId: number | null; kind: "locked" | "guest" } | null>(null);
  const userId = user?.id ?? null;
  // A denial belongs to the user it was given to; signing in as someone else starts afresh.
  const activeDenial = denied && denied.userId === userId ? denied.kind : null;
  const status = premiumAccess({
    userPending: isPending,
    user,
    trial: trial.data,
    trialPending: trial.isPending,
    denied: activeDenial,
  });
  const reportError = useCallback(
    (error: unknown) => {
      const kind = accessDenial(error);
      if (kind) setDenied({ userId, kind });
      return kind !== null;
    },
    [userId],
  );
  return { status, reportError };
}
