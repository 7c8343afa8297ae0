import { Check, House } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { useUser } from "../../../features/auth/api.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { type PlanCard, planCards } from "./plans.js";

function PlanAction({ plan, signedIn }: { plan: PlanCard; signedIn: boolean }) {
  if (!signedIn) {
    const to = plan.id === "trial" ? "/auth?mode=register&redirect=%2Fhome" : "/auth?redirect=%2Fpricing";
    return (
      <Button asChild className="w-full" variant={plan.id === "premium-yearly" ? "default" : "outline"}>
        <Link to={to}>{plan.guestButton}</Link>
      </Button>
    );
  }
  return (
    <p className="w-full rounded-lg bg-neutral-100 px-3 py-2 text-center text-sm text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300">
      {plan.id === "trial" ? "Included with every new account" : "Online payments coming soon"}
    </p>
  );
}

export function PricingPage() {
  useDocumentTitle("Pricing");
  const { user } = useUser();
  return (
    <PageContainer>
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Transparent Pricing</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-neutral-600 dark:text-neutral-400">
          Start free for 5 days, then choose the plan that suits you. No hidden fees, cancel any time.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {planCards.map((plan) => (
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
                  <CardTitle>{plan.name}</CardTitle>
                  {plan.badge && <Badge>{plan.badge}</Badge>}
                </div>
                <p className="mt-2">
                  <span className="text-3xl font-bold">{plan.price}</span>{" "}
                  <span className="text-neutral-500">/ {plan.period}</span>
                </p>
                <CardDescription>{plan.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="space-y-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <PlanAction plan={plan} signedIn={user !== null} />
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/">
            <House aria-hidden="true" className="size-4" />
            Return to Home
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
