import { Lock, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { aiRegisterPath } from "../lib/auth-actions.js";
import { i18n } from "../lib/i18n.js";
import type { PremiumAccess } from "../lib/premium-access.js";
import { Button } from "./ui/button.js";
import { Skeleton } from "./ui/skeleton.js";

interface PremiumGateProps {
  access: PremiumAccess;
  /** What is locked, for the upsell text, in the page's language: 'AI meal suggestions'. */
  feature: string;
  /** Replaces the guest's default 'Log in or Register' link. */
  guestAction?: ReactNode;
  children: ReactNode;
}

function GateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-emerald-300 bg-emerald-50/60 px-4 py-8 text-center dark:border-emerald-800 dark:bg-emerald-950/30">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-300"
      >
        {icon}
      </span>
      <h4 className="break-words font-semibold">{title}</h4>
      {children}
    </div>
  );
}

/** The premium gate card (spec core 2, 4): the feature for trial, premium and admin users; else an upsell. */
export function PremiumGate({ access, feature, guestAction, children }: PremiumGateProps) {
  if (access === "allowed") return children;
  if (access === "loading") {
    return (
      <div role="status" aria-label={i18n._("Checking your plan")} className="space-y-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (access === "guest") {
    return (
      <GateMessage icon={<Sparkles className="size-5" />} title={i18n._("Log in to start your 5-day free trial")}>
        <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-400">
          {i18n._(
            "Create a free account to try {feature} and every other premium feature for 5 days, no card needed.",
            {
              feature,
            },
          )}
        </p>
        {guestAction ?? (
          <Button asChild>
            <Link to={aiRegisterPath}>{i18n._("Log in or Register")}</Link>
          </Button>
        )}
      </GateMessage>
    );
  }
  return (
    <GateMessage icon={<Lock className="size-5" />} title={i18n._("Premium feature")}>
      <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-400">
        {i18n._(
          "Your plan does not include {feature}. Choose a premium plan to keep using it; your data is kept safe.",
          {
            feature,
          },
        )}
      </p>
      <Button asChild>
        <Link to="/pricing">{i18n._("View Pricing")}</Link>
      </Button>
    </GateMessage>
  );
}
