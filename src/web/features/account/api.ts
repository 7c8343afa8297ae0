import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api.js";
import { clearWelcomeFlag } from "../../lib/welcome-flag.js";

/** Where a deleted account lands: the landing page, which then says the account is gone. */
export const ACCOUNT_DELETED_PATH = "/?account=deleted";

/**
 * DELETE /api/user. On success the tab loads the landing page afresh: nothing of the account stays
 * in its memory (cached answers, the signed-in user), and no guarded page of an account that is
 * gone gets to render first and send the person to sign in.
 */
export function useDeleteAccount({ leave = (path: string) => window.location.replace(path) } = {}) {
  return useMutation({
    mutationFn: (body: { password?: string; confirmation?: string }) =>
      apiRequest<{ message: string }>("DELETE", "/api/user", body),
    onSuccess: () => {
      clearWelcomeFlag();
      leave(ACCOUNT_DELETED_PATH);
    },
  });
}
