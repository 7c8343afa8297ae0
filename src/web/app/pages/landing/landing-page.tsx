import { BookOpen, Sparkles } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { AccountDeletedNotice } from "../../../features/account/account-deleted-notice.js";
import { onAdminSequence } from "../../../features/auth/admin-key-sequence.js";
import { i18n } from "../../../lib/i18n.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { FeatureCards } from "./feature-cards.js";
import { HowItWorks } from "./how-it-works.js";

// The dialog (a form, its schema, the modal) loads on the ninth key, never with the page.
const AdminAccessDialog = lazy(async () => ({
  default: (await import("../../../features/auth/admin-access-dialog.js")).AdminAccessDialog,
}));

export function LandingPage() {
  useDocumentTitle(i18n._("Macrowise: nutrition tracking made simple"), { exact: true });
  const [adminOpen, setAdminOpen] = useState(false);
  // Once loaded the dialog stays mounted, so closing it animates and hands focus back as usual.
  const [adminWanted, setAdminWanted] = useState(false);
  useEffect(
    () =>
      onAdminSequence(() => {
        setAdminWanted(true);
        setAdminOpen(true);
      }),
    [],
  );

  return (
    <>
      <AccountDeletedNotice />
      <section className="bg-linear-to-b from-emerald-50 to-transparent dark:from-emerald-950/40">
        <PageContainer className="py-16 text-center sm:py-24">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
            <Sparkles aria-hidden="true" className="size-4" />
            {i18n._("5-day free trial, no card needed")}
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {i18n._("Know what you eat. Reach your nutrition goals.")}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-neutral-600 dark:text-neutral-400">
            {i18n._(
              "Macrowise tracks your meals, calories and macros, keeps your goals in view and gives you AI help to plan what comes next. Self-hosted, so your data stays yours.",
            )}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/home">{i18n._("Start Your Journey")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/guide">
                <BookOpen aria-hidden="true" className="size-4" />
                {i18n._("Read User Guide")}
              </Link>
            </Button>
          </div>
        </PageContainer>
      </section>
      <PageContainer className="py-0">
        <FeatureCards />
        <HowItWorks />
      </PageContainer>
      {adminWanted && (
        <Suspense fallback={null}>
          <AdminAccessDialog open={adminOpen} onOpenChange={setAdminOpen} />
        </Suspense>
      )}
    </>
  );
}
