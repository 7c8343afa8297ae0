import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { toast } from "../../lib/toast.js";
import { useUser } from "../auth/api.js";
import { type AnalysisOutcome, analyzeFoodImage } from "./api.js";
import type { PickedImage } from "./image-picker.js";
import { guestMayAnalyze, markTrialUsed, onAnalyzerVisit, readTrialUsed } from "./trial-flags.js";

/** Spec commercial 9: the anonymous trial's toast lasts 8 s. */
const TRIAL_TOAST_MS = 8000;

/**
 * The analyzer's state: the photo, the last outcome, and the anonymous trial (one analysis; the
 * flag is set when another is attempted; the server's 403 is the authority). Signed-in users are
 * never blocked by the flag.
 */
export function useFoodAnalyzer() {
  const { user, isPending: userPending } = useUser();
  const signedIn = user !== null;
  const [params, setParams] = useSearchParams();
  const [image, setImage] = useState<PickedImage | null>(null);
  const [outcome, setOutcome] = useState<AnalysisOutcome | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [completedThisVisit, setCompletedThisVisit] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const visited = useRef(false);

  useEffect(() => {
    if (visited.current) return;
    visited.current = true;
    const resetRequested = params.get("reset_trial") === "true";
    onAnalyzerVisit({
      local: window.localStorage,
      session: window.sessionStorage,
      resetRequested,
      referrer: document.referrer,
      host: window.location.host,
    });
    if (resetRequested) {
      setParams(
        (current) => {
          current.delete("reset_trial");
          return current;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  const analyze = async () => {
    if (!image) {
      toast.error("No image", { description: aiMessages.noImage });
      return;
    }
    if (userPending) return;
    const trialUsed = readTrialUsed(window.localStorage);
    if (!guestMayAnalyze({ signedIn, trialUsed, completedThisVisit })) {
      markTrialUsed(window.localStorage);
      setBlocked(true);
      return;
    }
    setAnalyzing(true);
    try {
      const result = await analyzeFoodImage(image.dataUrl);
      if (result.kind === "trialUsed") {
        markTrialUsed(window.localStorage);
        setBlocked(true);
        return;
      }
      setOutcome(result);
      if (result.kind === "analysis" && !signedIn) {
        setCompletedThisVisit(true);
        toast.success("First Analysis Complete", {
          description: "That was your free analysis. Create an account to analyse more meals.",
          duration: TRIAL_TOAST_MS,
        });
      }
      if (result.kind === "error") {
        const title = result.unexpected ? "Analysis Warning" : "Analysis Error";
        toast.error(title, { description: result.message });
      }
    } catch {
      setOutcome({ kind: "error", message: aiMessages.analysisFailed });
      toast.error("Analysis Error", { description: aiMessages.analysisFailed });
    } finally {
      setAnalyzing(false);
    }
  };

  return {
    signedIn,
    image,
    pick: (next: PickedImage) => setImage(next),
    clear: () => setImage(null),
    analyze,
    analyzing,
    outcome,
    blocked: blocked && !signedIn,
    firstAnalysisComplete: completedThisVisit && !signedIn,
  };
}
