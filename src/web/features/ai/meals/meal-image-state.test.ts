import { describe, expect, it } from "vitest";
import {
  AUTO_RETRIES,
  initialMealImageState,
  type MealImageEvent,
  type MealImageState,
  mealImageEffect,
  mealImageReducer,
} from "./meal-image-state.js";

const run = (events: MealImageEvent[], from: MealImageState = initialMealImageState) =>
  events.reduce(mealImageReducer, from);

describe("mealImageReducer", () => {
  it("starts 1 s after the card appears and shows the picture", () => {
    expect(mealImageEffect(initialMealImageState)).toEqual({ kind: "wait", ms: 1000, next: { type: "start" } });
    const generating = run([{ type: "start" }]);
    expect(generating).toEqual({ status: "generating", attempt: 1, waiting: false });
    expect(mealImageEffect(generating)).toEqual({ kind: "request" });
    expect(run([{ type: "succeeded", url: "/api/meal-images/1" }], generating)).toEqual({
      status: "shown",
      url: "/api/meal-images/1",
    });
  });

  it("retries twice, 2 s apart, then fails", () => {
    let state = run([{ type: "start" }, { type: "attemptFailed" }]);
    expect(state).toEqual({ status: "generating", attempt: 1, waiting: true });
    expect(mealImageEffect(state)).toEqual({ kind: "wait", ms: 2000, next: { type: "retryDue" } });
    state = run([{ type: "retryDue" }, { type: "attemptFailed" }, { type: "retryDue" }], state);
    expect(state).toEqual({ status: "generating", attempt: 1 + AUTO_RETRIES, waiting: false });
    state = run([{ type: "attemptFailed" }], state);
    expect(state).toEqual({ status: "failed" });
    expect(mealImageEffect(state)).toEqual({ kind: "none" });
  });

  it("recovers on a retry and lets 'Try Again' and 'Regenerate' start afresh", () => {
    const shown = run([
      { type: "start" },
      { type: "attemptFailed" },
      { type: "retryDue" },
      { type: "succeeded", url: "u" },
    ]);
    expect(shown).toEqual({ status: "shown", url: "u" });
    expect(run([{ type: "start" }], shown)).toEqual({ status: "generating", attempt: 1, waiting: false });
    expect(run([{ type: "start" }], { status: "failed" })).toEqual({
      status: "generating",
      attempt: 1,
      waiting: false,
    });
  });

  it("ignores events that do not fit the state", () => {
    const waiting: MealImageState = { status: "generating", attempt: 1, waiting: true };
    expect(run([{ type: "succeeded", url: "late" }], waiting)).toBe(waiting);
    expect(run([{ type: "attemptFailed" }], waiting)).toBe(waiting);
    expect(run([{ type: "retryDue" }], initialMealImageState)).toBe(initialMealImageState);
    const generating: MealImageState = { status: "generating", attempt: 2, waiting: false };
    expect(run([{ type: "start" }], generating)).toBe(generating);
  });

  it("fails when a shown picture will not load", () => {
    expect(run([{ type: "loadFailed" }], { status: "shown", url: "u" })).toEqual({ status: "failed" });
  });
});
