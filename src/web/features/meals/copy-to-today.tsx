import { useRef, useState } from "react";
import {
  type CopyConflict,
  type CopyRepeatMode,
  copyConflictSchema,
  type Meal,
  type MealType,
} from "../../../shared/contracts/meals.js";
import { Button } from "../../components/ui/button.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "../../components/ui/dialog.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { isOffline } from "../../lib/add-meal-error.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { todayLocal } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useCopyDay, useCopyMeal, useUndoCopy } from "./api.js";
import { plainFigure } from "./labels.js";

/**
 * What goes to today: a day (or one meal type of it), or one meal; `copiedText` is the toast's
 * whole sentence ('Lunch copied to today'), in the page's language.
 */
export type CopyRequest =
  | { fromDate: string; mealType?: MealType; copiedText: string; nothingText: string }
  | { meal: Meal; copiedText: string };

/** A copy the server refused (409): the meals today already has, and how many were asked for. */
export function copyConflictOf(error: unknown): CopyConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = copyConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

function copyErrorText(error: unknown): string {
  if (isOffline(error))
    return i18n._("Unable to copy: you are offline. Nothing was copied; try again when you are back online.");
  return i18n._("Unable to copy: {message}", { message: errorMessage(error) });
}

/**
 * Copies to today the way a diary app should: the server refuses meals today already has (a
 * second "Copy yesterday" or a double click never doubles the day), this asks whether to copy
 * them again, and every copy's toast offers Undo, which deletes exactly the meals it wrote.
 * Render `dialog` beside the buttons that call `copy`; `pending` disables them.
 */
export function useCopyToToday() {
  const copyDay = useCopyDay();
  const copyMeal = useCopyMeal();
  const undo = useUndoCopy();
  const [question, setQuestion] = useState<{ request: CopyRequest; conflict: CopyConflict } | null>(null);
  // Set at once, not at the next render as `isPending` is: a double click's second click is
  // dropped here, so it neither copies nor asks (the server's lock would refuse it anyway).
  const inFlight = useRef(false);

  const undoCopy = (copies: Meal[]) =>
    undo.mutate(
      copies.map((meal) => meal.id),
      {
        onSuccess: () =>
          toast.success(i18n._("Copy undone"), {
            description: i18n._("{count, plural, one {# meal removed from today} other {# meals removed from today}}", {
              count: copies.length,
            }),
          }),
        onError: (error) =>
          toast.error(
            isOffline(error)
              ? i18n._("Unable to undo the copy: you are offline")
              : i18n._("Unable to undo the copy: {message}", { message: errorMessage(error) }),
          ),
      },
    );

  const copied = (request: CopyRequest, copies: Meal[]) => {
    setQuestion(null);
    if (copies.length === 0) {
      toast.info("nothingText" in request ? request.nothingText : i18n._("Nothing to copy"));
      return;
    }
    const kcal = copies.reduce((sum, meal) => sum + meal.calories, 0);
    toast.success(request.copiedText, {
      description: i18n._("{count, plural, one {# meal, {kcal} kcal} other {# meals, {kcal} kcal}}", {
        count: copies.length,
        kcal: plainFigure(kcal),
      }),
      // Long enough to read the figures and change one's mind.
      duration: 10_000,
      action: { label: i18n._("Undo"), onClick: () => undoCopy(copies) },
    });
  };

  const run = (request: CopyRequest, ifAlreadyThere: CopyRepeatMode = "refuse") => {
    if (inFlight.current) return;
    inFlight.current = true;
    const onSettled = () => {
      inFlight.current = false;
    };
    const onError = (error: unknown) => {
      const conflict = copyConflictOf(error);
      if (conflict) setQuestion({ request, conflict });
      else {
        setQuestion(null);
        toast.error(copyErrorText(error));
      }
    };
    const date = todayLocal();
    if ("meal" in request) {
      const mode = ifAlreadyThere === "copy" ? "copy" : "refuse";
      copyMeal.mutate(
        { id: request.meal.id, date, ifAlreadyThere: mode },
        { onSuccess: (copy) => copied(request, [copy]), onError, onSettled },
      );
    } else {
      copyDay.mutate(
        { fromDate: request.fromDate, toDate: date, mealType: request.mealType, ifAlreadyThere },
        { onSuccess: (copies) => copied(request, copies), onError, onSettled },
      );
    }
  };

  const pending = copyDay.isPending || copyMeal.isPending;
  const dialog = (
    <CopyAgainDialog
      conflict={question?.conflict ?? null}
      pending={pending}
      onClose={() => setQuestion(null)}
      onCopy={(mode) => question && run(question.request, mode)}
    />
  );
  return { copy: (request: CopyRequest) => run(request), pending, dialog };
}

function CopyAgainDialog({
  conflict,
  pending,
  onClose,
  onCopy,
}: {
  conflict: CopyConflict | null;
  pending: boolean;
  onClose: () => void;
  onCopy: (mode: CopyRepeatMode) => void;
}) {
  const there = conflict?.alreadyThere.length ?? 0;
  const total = conflict?.total ?? 0;
  const others = total - there;
  const title =
    total === 1
      ? i18n._("Today already has this meal")
      : there === total
        ? i18n._("Today already has these {total} meals", { total })
        : i18n._("Today already has {there} of these {total} meals", { there, total });
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-2">
            <ul className="list-disc space-y-0.5 pl-5 wrap-anywhere">
              {conflict?.alreadyThere.map((food, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same food may be there twice; the list never reorders
                <li key={index}>{food}</li>
              ))}
            </ul>
            <p>{total === 1 ? i18n._("Copy it again?") : i18n._("Copy again?")}</p>
          </div>
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{i18n._("Cancel")}</Button>
          </DialogClose>
          {others > 0 && (
            <Button variant="outline" disabled={pending} onClick={() => onCopy("skip")}>
              {others === 1 ? i18n._("Copy only the other one") : i18n._("Copy only the other {others}", { others })}
            </Button>
          )}
          <Button disabled={pending} onClick={() => onCopy("copy")}>
            {pending && <InlineSpinner />}
            {i18n._("Copy anyway")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
