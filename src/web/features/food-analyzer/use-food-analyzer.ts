import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { describeMealRequestSchema } from "../../../shared/contracts/meal-description.js";
import { i18n } from "../../lib/i18n.js";
import { useUser } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { type AnalysisOutcome, analyzeDescription, analyzeFoodImage, shownMessage } from "./api.js";
import type { PickedImage } from "./image-picker.js";
import { guestMayAnalyze, markTrialUsed, onAnalyzerVisit, readTrialUsed } from "./trial-flags.js";

/** Spec commercial 9: the anonymous trial's toast lasts 8 s. */
const TRIAL_TOAST_MS = 8000;

/** What the analyzer reads: a typed description (always possible) or a photo (with a vision model). */
export type AnalyzerMode = "description" | "photo";

/** The client's first check of a description, with the server's own rule and messages (in the page's language). */
function descriptionProblem(description: string): string | null {
  const parsed = describeMealRequestSchema.safeParse({ description });
  return parsed.success ? null : i18n._(parsed.error.issues[0]?.message ?? aiMessages.analysisFailed);
}

/** Whether this outcome was a guest's free analysis (a description with nothing recognised was not). */
const usedTheTrial = (outcome: AnalysisOutcome) =>
  outcome.kind === "analysis" && (outcome.source === "photo" || outcome.analysis.foods.length > 0);

/**
 * The analyzer's state: the description or photo, the last outcome, and the anonymous trial (one
 * analysis, typed or photo; the flag is set when another is attempted; the server's 403 is the
 * authority). Signed-in users are never blocked by the flag.
 */
export function useFoodAnalyzer({ photos }: { photos: boolean }) {
  const { user, isPending: userPending } = useUser();
  const signedIn = user !== null;
  const [params, setParams] = useSearchParams();
  // Photos first where a vision model can see them (as the spec's analyzer); otherwise words only.
  const [chosenMode, setMode] = useState<AnalyzerMode>("photo");
  const mode: AnalyzerMode = photos ? chosenMode : "description";
  const [description, setDescription] = useState("");
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
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
    if (mode === "photo" && !image) {
      toast.error(i18n._("No image"), { description: i18n._(aiMessages.noImage) });
      return;
    }
    const problem = mode === "description" ? descriptionProblem(description) : null;
    setDescriptionError(problem);
    if (problem) return;
    if (userPending) return;
    const trialUsed = readTrialUsed(window.localStorage);
    if (!guestMayAnalyze({ signedIn, trialUsed, completedThisVisit })) {
      markTrialUsed(window.localStorage);
      setBlocked(true);
      return;
    }
    setAnalyzing(true);
    try {
      const result =
        mode === "photo" && image ? await analyzeFoodImage(image.dataUrl) : await analyzeDescription(description);
      if (result.kind === "trialUsed") {
        markTrialUsed(window.localStorage);
        setBlocked(true);
        return;
      }
      if (result.kind === "invalid") {
        setDescriptionError(result.message);
        return;
      }
      setOutcome(result);
      if (usedTheTrial(result) && !signedIn) {
        setCompletedThisVisit(true);
        toast.success(i18n._("First Analysis Complete"), {
          description: i18n._("That was your free analysis. Create an account to analyse more meals."),
          duration: TRIAL_TOAST_MS,
        });
      }
      if (result.kind === "error") {
        const title = result.unexpected ? i18n._("Analysis Warning") : i18n._("Analysis Error");
        toast.error(title, { description: shownMessage(result.message) });
      }
    } catch {
      setOutcome({ kind: "error", message: aiMessages.analysisFailed });
      toast.error(i18n._("Analysis Error"), { description: i18n._(aiMessages.analysisFailed) });
    } finally {
      setAnalyzing(false);
    }
  };

  return {
    signedIn,
    mode,
    setMode,
    description,
    describe: (text: string) => {
      setDescription(text);
      if (descriptionError) setDescriptionError(null);
    },
    descriptionError,
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
