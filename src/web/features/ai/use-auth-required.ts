import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { aiRegisterPath } from "../../lib/auth-actions.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";

export const AUTH_TOAST_MS = 3000;
export const AI_UNLOCK_REDIRECT_MS = 2000;

/**
 * A guest pressed an AI action: the 'Authentication Required' toast (3 s) with a way to log in or
 * register, and with `redirect` the move to /auth after 2 s (spec core 8, commercial 9).
 */
export function useAuthRequired() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  return useCallback(
    ({ redirect }: { redirect: boolean }) => {
      toast(i18n._("Authentication Required"), {
        description: i18n._("Log in or create a free account to use the AI recommendations."),
        duration: AUTH_TOAST_MS,
        action: { label: i18n._("Log in or Register"), onClick: () => navigate(aiRegisterPath) },
      });
      if (redirect) {
        clearTimeout(timer.current ?? undefined);
        timer.current = setTimeout(() => navigate(aiRegisterPath), AI_UNLOCK_REDIRECT_MS);
      }
    },
    [navigate],
  );
}
