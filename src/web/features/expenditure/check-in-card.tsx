import { parseISO } from "date-fns";
import { CalendarCheck } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { CheckIn, CheckInProposal, Weekday } from "../../../shared/contracts/check-ins.js";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { Label } from "../../components/ui/label.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { formatWeightChange } from "../../lib/body-units.js";
import { cn } from "../../lib/cn.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { toast } from "../../lib/toast.js";
import { useCheckInProposal, useCheckIns, useDecideCheckIn } from "./api.js";
import { CheckInHistory } from "./check-in-history.js";

const kcal = (value: number) => writeNumber(value);
/** "Every Monday: ..." ("Ogni lunedì: ..."): the whole phrase per day, as Italian's differs by gender. */
const everyWeekday: Record<Weekday, string> = {
  monday: msg("Every Monday: next week's calories from what you burn and your goal."),
  tuesday: msg("Every Tuesday: next week's calories from what you burn and your goal."),
  wednesday: msg("Every Wednesday: next week's calories from what you burn and your goal."),
  thursday: msg("Every Thursday: next week's calories from what you burn and your goal."),
  friday: msg("Every Friday: next week's calories from what you burn and your goal."),
  saturday: msg("Every Saturday: next week's calories from what you burn and your goal."),
  sunday: msg("Every Sunday: next week's calories from what you burn and your goal."),
};
const longDay = (date: string) => format(parseISO(date), "EEE d MMM");
/** A check-in within this many days counts as this week's (the server's `due` rule: none in the last 6). */
const WEEK_DAYS = 6;

function goalText(proposal: CheckInProposal, units: UnitSystem): string {
  if (proposal.goalDirection === "maintain") return i18n._("Goal: keep your weight");
  const rate = formatWeightChange(Math.abs(proposal.rateKgPerWeek), units, 2).replace("+", "");
  return proposal.goalDirection === "lose"
    ? i18n._("Goal: lose {rate} a week", { rate })
    : i18n._("Goal: gain {rate} a week", { rate });
}

function Proposal({ proposal, units }: { proposal: CheckInProposal; units: UnitSystem }) {
  const decide = useDecideCheckIn();
  const [larger, setLarger] = useState(false);
  const largerId = useId();
  const canTakeMore = proposal.limitedBy === "weekly-change";
  const calories = canTakeMore && larger ? Math.max(proposal.target, proposal.floor) : proposal.calories;
  const difference = proposal.previousCalories === null ? null : calories - proposal.previousCalories;

  // mutateAsync, not mutate's own callbacks: the answer refreshes the check-in, which replaces this
  // proposal, and callbacks given to mutate() never run once their component has unmounted (the
  // person then got no word that the goal was made).
  const send = async (accept: boolean) => {
    try {
      const { goal } = await decide.mutateAsync({ accept, acceptLargerChange: accept && canTakeMore && larger });
      if (accept) toast.success(i18n._("New goal: {kcal} kcal a day", { kcal: kcal(goal?.calories ?? calories) }));
      else toast.success(i18n._("Kept your current goal"));
    } catch (error) {
      toast.error(i18n._("Unable to save the check-in"), { description: errorMessage(error) });
    }
  };

  return (
    <div className="space-y-4" data-testid="check-in-proposal">
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
        {proposal.due && <Badge>{i18n._("Due today")}</Badge>}
        <span>{goalText(proposal, units)}</span>
        {proposal.rateCapped && <span>{i18n._("(capped at 1 % of your body weight a week)")}</span>}
      </p>
      <div>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._("Next week")}</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold tabular-nums" data-testid="check-in-calories">
            {kcal(calories)}
          </span>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._("kcal a day")}</span>
        </p>
        {!(canTakeMore && larger) && (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {i18n._("Protein {proteins} g · Carbs {carbs} g · Fat {fats} g", {
              proteins: writeNumber(proposal.proteins),
              carbs: writeNumber(proposal.carbs),
              fats: writeNumber(proposal.fats),
            })}
          </p>
        )}
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {proposal.previousCalories === null || difference === null
            ? i18n._("You have no active goal yet.")
            : difference === 0
              ? i18n._("Now {kcal} kcal: no change.", { kcal: kcal(proposal.previousCalories) })
              : i18n._("Now {kcal} kcal: {change} kcal.", {
                  kcal: kcal(proposal.previousCalories),
                  change: `${difference > 0 ? "+" : "−"}${kcal(Math.abs(difference))}`,
                })}
        </p>
      </div>
      <p className="text-sm" data-testid="check-in-why">
        {proposal.why}
      </p>
      {canTakeMore && (
        <div className="flex items-start gap-2 rounded-lg bg-neutral-50 p-3 dark:bg-neutral-800/60">
          <input
            id={largerId}
            type="checkbox"
            checked={larger}
            onChange={(event) => setLarger(event.target.checked)}
            className={cn("mt-0.5 size-4 shrink-0 accent-emerald-600", focusRing)}
          />
          <Label htmlFor={largerId} className="font-normal">
            {i18n._(
              "Take the whole change now: {kcal} kcal a day. Steps are kept to 150 kcal a day unless you choose this.",
              { kcal: kcal(Math.max(proposal.target, proposal.floor)) },
            )}
          </Label>
        </div>
      )}
      {proposal.limitedBy === "safety-floor" && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          {i18n._("Never under {kcal} kcal a day, your safety floor.", { kcal: kcal(proposal.floor) })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button disabled={decide.isPending} onClick={() => void send(true)}>
          {i18n._("Accept {kcal} kcal", { kcal: kcal(calories) })}
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => void send(false)}>
          {i18n._("Keep my current goal")}
        </Button>
      </div>
    </div>
  );
}

function Done({ checkIn, onAgain }: { checkIn: CheckIn; onAgain: () => void }) {
  return (
    <div className="space-y-3" data-testid="check-in-done">
      <p>
        {checkIn.accepted
          ? i18n._("You checked in on {day} and set {kcal} kcal a day.", {
              day: longDay(checkIn.date),
              kcal: kcal(checkIn.calories),
            })
          : i18n._("You checked in on {day} and kept your goal.", { day: longDay(checkIn.date) })}
      </p>
      <Button variant="outline" size="sm" onClick={onAgain}>
        {i18n._("Check in again")}
      </Button>
    </div>
  );
}

/**
 * The weekly check-in: next week's calories and macros from the measured expenditure and the
 * goal, with one sentence of why; accepting makes it the active goal, keeping stores the
 * decision. Once this week's is done it says so, and offers to look again.
 */
export function CheckInCard({ units, today }: { units: UnitSystem; today: string }) {
  const proposal = useCheckInProposal(true);
  const history = useCheckIns(true);
  const [again, setAgain] = useState(false);
  const checkIns = [...(history.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const recent = checkIns.find((checkIn) => checkIn.date >= addDays(today, -WEEK_DAYS));

  let body: ReactNode;
  if (proposal.isPending || history.isPending) {
    body = (
      <div role="status" aria-label={i18n._("Loading the check-in")} className="space-y-2">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  } else if (proposal.isError) {
    body = (
      <ErrorPanel title={i18n._("The check-in could not be loaded")} onRetry={() => void proposal.refetch()}>
        {errorMessage(proposal.error)}
      </ErrorPanel>
    );
  } else if (recent && !again) {
    body = <Done checkIn={recent} onAgain={() => setAgain(true)} />;
  } else {
    body = <Proposal proposal={proposal.data} units={units} />;
  }

  return (
    <Card data-testid="check-in-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <CalendarCheck aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Weekly check-in")}
        </CardTitle>
        <CardDescription>
          {proposal.data
            ? i18n._(everyWeekday[proposal.data.weekday])
            : i18n._("Next week's calories from what you burn and your goal.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {body}
        {checkIns.length > 0 && <CheckInHistory checkIns={checkIns} />}
      </CardContent>
    </Card>
  );
}
