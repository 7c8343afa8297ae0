import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiPost } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { retryLogout, sleep } from "../../lib/retry-logout.js";
import { userQueryOptions } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { clearWelcomeFlag } from "../../lib/welcome-flag.js";

export const LOGOUT_REDIRECT_MS = 1500;
export const LOGOUT_FAILURE_REDIRECT_MS = 2000;

/**
 * Logs out once on mount: up to 3 tries at 1 s intervals, client state cleared whatever happens,
 * then home after 1.5 s (2 s when the server could not be reached).
 */
export function useLogoutFlow(): "working" | "done" | "failed" {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<"working" | "done" | "failed">("working");

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const ok = await retryLogout({ post: () => apiPost("/api/logout"), wait: sleep });
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      queryClient.clear();
      clearWelcomeFlag();
      if (!ok) {
        toast.error(i18n._("Logout issue"), {
          description: i18n._("There was a problem logging out. Please try again."),
        });
      }
      setState(ok ? "done" : "failed");
      timer.current = setTimeout(
        () => navigate("/", { replace: true }),
        ok ? LOGOUT_REDIRECT_MS : LOGOUT_FAILURE_REDIRECT_MS,
      );
    })();
  }, [navigate, queryClient]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return state;
}
