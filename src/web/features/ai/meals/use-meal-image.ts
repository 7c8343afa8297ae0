import { useEffect, useReducer, useRef } from "react";
import { aiMessages, type MealSuggestion } from "../../../../shared/contracts/ai.js";
import { toast } from "../../../lib/toast.js";
import { requestMealImage } from "../api.js";
import { ATTEMPT_TIMEOUT_MS, initialMealImageState, mealImageEffect, mealImageReducer } from "./meal-image-state.js";

/**
 * Draws the suggestion's picture: first 1 s after the card appears, 20 s per attempt, two automatic
 * retries 2 s apart, then 'failed' with a toast. `start` is 'Try Again' and 'Regenerate'.
 */
export function useMealImage(meal: Pick<MealSuggestion, "name" | "description">) {
  const [state, dispatch] = useReducer(mealImageReducer, initialMealImageState);
  const mealRef = useRef(meal);
  mealRef.current = meal;
  /** 'Regenerate' (a start from a shown picture) asks the server for a new picture, not the stored one. */
  const regenerateRef = useRef(false);
  useEffect(() => {
    const current = mealImageEffect(state);
    if (current.kind === "wait") {
      const timer = setTimeout(() => dispatch(current.next), current.ms);
      return () => clearTimeout(timer);
    }
    if (current.kind !== "request") return;
    const controller = new AbortController();
    const timeout = setTimeout(
      () => controller.abort(new DOMException("Timed out", "TimeoutError")),
      ATTEMPT_TIMEOUT_MS,
    );
    let cancelled = false;
    const regenerate = regenerateRef.current;
    regenerateRef.current = false;
    requestMealImage(mealRef.current, controller.signal, regenerate)
      .then((url) => !cancelled && dispatch({ type: "succeeded", url }))
      .catch(() => !cancelled && dispatch({ type: "attemptFailed" }))
      .finally(() => clearTimeout(timeout));
    return () => {
      cancelled = true;
      clearTimeout(timeout);
      controller.abort();
    };
    // The reducer returns a new state only on a real transition, so each state's effect runs once.
  }, [state]);

  const failed = state.status === "failed";
  useEffect(() => {
    if (failed) toast.error(aiMessages.imageFailed);
  }, [failed]);

  const start = () => {
    regenerateRef.current = state.status === "shown";
    dispatch({ type: "start" });
  };
  return { state, start, loadFailed: () => dispatch({ type: "loadFailed" }) };
}
