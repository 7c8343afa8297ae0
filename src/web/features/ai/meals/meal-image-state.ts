/** Spec core 4 and 9: the meal picture's life. */
export const FIRST_ATTEMPT_DELAY_MS = 1000;
export const ATTEMPT_TIMEOUT_MS = 20_000;
export const RETRY_DELAY_MS = 2000;
export const AUTO_RETRIES = 2;

export type MealImageState =
  | { status: "idle" }
  /** `attempt` counts from 1; `waiting` is the pause before an automatic retry. */
  | { status: "generating"; attempt: number; waiting: boolean }
  | { status: "shown"; url: string }
  | { status: "failed" };

export type MealImageEvent =
  /** The first automatic attempt, 'Try Again' or 'Regenerate'. */
  | { type: "start" }
  | { type: "succeeded"; url: string }
  /** The attempt failed or timed out. */
  | { type: "attemptFailed" }
  /** The pause before a retry is over. */
  | { type: "retryDue" }
  /** The picture itself would not load. */
  | { type: "loadFailed" };

export const initialMealImageState: MealImageState = { status: "idle" };

export function mealImageReducer(state: MealImageState, event: MealImageEvent): MealImageState {
  switch (event.type) {
    case "start":
      return state.status === "generating" ? state : { status: "generating", attempt: 1, waiting: false };
    case "succeeded":
      return state.status === "generating" && !state.waiting ? { status: "shown", url: event.url } : state;
    case "attemptFailed":
      if (state.status !== "generating" || state.waiting) return state;
      return state.attempt <= AUTO_RETRIES ? { ...state, waiting: true } : { status: "failed" };
    case "retryDue":
      return state.status === "generating" && state.waiting
        ? { status: "generating", attempt: state.attempt + 1, waiting: false }
        : state;
    case "loadFailed":
      return state.status === "shown" ? { status: "failed" } : state;
  }
}

/** What the hook has to do in a state: wait, call the server, or nothing. */
export type MealImageEffect =
  | { kind: "wait"; ms: number; next: MealImageEvent }
  | { kind: "request" }
  | { kind: "none" };

export function mealImageEffect(state: MealImageState): MealImageEffect {
  if (state.status === "idle") return { kind: "wait", ms: FIRST_ATTEMPT_DELAY_MS, next: { type: "start" } };
  if (state.status === "generating") {
    return state.waiting ? { kind: "wait", ms: RETRY_DELAY_MS, next: { type: "retryDue" } } : { kind: "request" };
  }
  return { kind: "none" };
}
