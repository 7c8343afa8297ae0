import { useRef, useState } from "react";
import type { User } from "../../../shared/contracts/auth.js";
import { Button } from "../../components/ui/button.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useAuthProviders, useGoogleSignIn } from "./api.js";
import { loadGoogleIdentity } from "./google-identity.js";

const failure = () =>
  toast.error(i18n._("Google Sign-In Failed"), {
    description: i18n._("There was a problem signing in with Google. Please try again."),
  });

/** Shown only when the server has Google sign-in configured. */
export function GoogleSignInButton({ onSuccess }: { onSuccess: (user: User) => void }) {
  const providers = useAuthProviders();
  const googleSignIn = useGoogleSignIn();
  const fallbackRef = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  const clientId = providers.data?.google?.clientId;
  if (!clientId) return null;

  const start = async () => {
    setLoading(true);
    try {
      const identity = await loadGoogleIdentity();
      identity.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          if (!credential) return failure();
          googleSignIn.mutate({ idToken: credential }, { onSuccess, onError: failure });
        },
      });
      identity.prompt((moment) => {
        // One Tap can be suppressed by the browser; offer Google's own button instead.
        if ((moment.isNotDisplayed() || moment.isSkippedMoment()) && fallbackRef.current) {
          identity.renderButton(fallbackRef.current, { theme: "outline", size: "large", text: "signin_with" });
        }
      });
    } catch {
      failure();
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-neutral-500 dark:text-neutral-400">
        <span className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
        {i18n._("or")}
        <span className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
      </div>
      <Button variant="outline" className="w-full" onClick={start} disabled={loading || googleSignIn.isPending}>
        {(loading || googleSignIn.isPending) && <InlineSpinner />}
        {i18n._("Sign in with Google")}
      </Button>
      <div ref={fallbackRef} className="flex justify-center" />
    </div>
  );
}
