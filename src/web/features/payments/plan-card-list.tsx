import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { type PlanLine, type PlanViewer, planLines } from "../../../shared/domain/plan-lines.js";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../components/ui/card.js";
import { i18n } from "../../lib/i18n.js";
import { type PlanCard, planCards } from "./plan-catalog.js";

/** One line of a card: ticked when this plan gives it to this viewer, else struck through in grey. */
export function PlanLineItem({ line }: { line: PlanLine }) {
  if (line.included) {
    return (
      <li className="flex items-start gap-2">
        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
        {i18n._(line.text)}
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2 text-neutral-500 dark:text-neutral-400">
      <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        <span className="sr-only">{i18n._("Not included:")} </span>
        <s className="decoration-neutral-400">{i18n._(line.text)}</s>
      </span>
    </li>
  );
}

/**
 * The three plan cards (trial, monthly, yearly), each line true for `viewer` (a guest while the
 * viewer is not known yet); the caller decides each card's action.
 */
export function PlanCardList({
  action,
  current,
  viewer,
}: {
  action: (plan: PlanCard) => ReactNode;
  current?: string | null;
  viewer: PlanViewer | null;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {planCards().map((plan) => (
        <li key={plan.id}>
          <Card
            className={
              plan.id === "premium-yearly"
                ? "flex h-full flex-col border-emerald-500 ring-1 ring-emerald-500"
                : "flex h-full flex-col"
            }
          >
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle as="h2">{plan.name}</CardTitle>
                {current === plan.id ? (
                  <Badge tone="default">{i18n._("Your plan")}</Badge>
                ) : (
                  plan.badge && <Badge>{plan.badge}</Badge>
                )}
              </div>
              <p className="mt-2">
                <span className="text-3xl font-bold">{plan.price}</span>{" "}
                <span className="text-neutral-500 dark:text-neutral-400">/ {plan.period}</span>
              </p>
              <CardDescription>{plan.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="space-y-2 text-sm">
                {planLines(plan.id, viewer ?? { kind: "guest" }).map((line) => (
                  <PlanLineItem key={line.text} line={line} />
                ))}
              </ul>
            </CardContent>
            <CardFooter>{action(plan)}</CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
