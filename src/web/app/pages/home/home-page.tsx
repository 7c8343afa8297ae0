import { Camera, LayoutDashboard, type LucideIcon, Target, UserRound, Utensils } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { msg } from "../../../../shared/i18n/msg.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { DemoBanner } from "../../../features/demo/demo-banner.js";
import { useDemoData } from "../../../features/demo/use-demo.js";
import { authActionPath } from "../../../lib/auth-actions.js";
import { cn } from "../../../lib/cn.js";
import { i18n } from "../../../lib/i18n.js";
import { useUser } from "../../../lib/session.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import type { AddMealStart } from "./add-meal-card.js";
import { DashboardTab } from "./dashboard-tab.js";
import { type HomeSection, parseHomeSection } from "./home-sections.js";
import { WelcomeBanner } from "./welcome-banner.js";

// The dashboard comes with the page; the other tabs (their forms, tables and schemas) load when opened.
const MealsTab = lazy(async () => ({ default: (await import("./meals-tab.js")).MealsTab }));
const GoalsTab = lazy(async () => ({ default: (await import("./goals-tab.js")).GoalsTab }));
const ProfileTab = lazy(async () => ({ default: (await import("./profile-tab.js")).ProfileTab }));

const FOOD_ANALYZER_TAB = "food-analyzer";

/**
 * The spec's tabs, in its order (labels marked here, translated where shown). `phoneLabel` is what
 * a phone shows instead: the tab reads "Food Analyzer" everywhere and shows "Analyzer" on a phone.
 */
const sectionTabs: { value: string; label: string; phoneLabel?: string; icon: LucideIcon }[] = [
  { value: "dashboard", label: msg("Dashboard"), icon: LayoutDashboard },
  { value: "meals", label: msg("Meals"), icon: Utensils },
  { value: FOOD_ANALYZER_TAB, label: msg("Food Analyzer"), phoneLabel: msg("Analyzer"), icon: Camera },
  { value: "goals", label: msg("Goals"), icon: Target },
  { value: "profile", label: msg("Profile"), icon: UserRound },
];

export function HomePage() {
  useDocumentTitle(i18n._("Home"));
  const { user } = useUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const section = parseHomeSection(params.get("section"));
  const demo = useDemoData();
  const signedIn = user !== null;
  // 'Add Today's Meal' lands in the food search of the Meals tab, focused (key: each press anew).
  const [addRequest, setAddRequest] = useState<AddMealStart | null>(null);

  const goTo = (next: HomeSection, { scroll = true } = {}) => {
    setParams(demo ? { section: next, view: "demo" } : { section: next });
    if (scroll) window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const onTabChange = (value: string) => {
    setAddRequest(null);
    if (value === FOOD_ANALYZER_TAB) return navigate("/food-analyzer");
    const next = parseHomeSection(value);
    // The demo shows every tab read-only; otherwise guests are sent to register first.
    if (!demo && !user && next === "meals") return navigate(authActionPath("register-to-add-meals"));
    if (!demo && !user && next === "goals") return navigate(authActionPath("register-to-create-goals"));
    goTo(next);
  };

  const onAddMeal = () => {
    if (!user) return navigate(authActionPath("register-to-add-meals"));
    if (demo) return navigate("/home?section=meals");
    setAddRequest({ key: Date.now() });
    // The focus moves to the search, which scrolls it into view; a smooth scroll would fight it.
    goTo("meals", { scroll: false });
  };

  const onOpenGoals = () => {
    if (!user && !demo) return navigate(authActionPath("register-to-create-goals"));
    goTo("goals");
  };

  return (
    <PageContainer className="space-y-6">
      <WelcomeBanner username={user?.username ?? null} demo={demo !== null} onAddMeal={onAddMeal} />
      {demo && <DemoBanner signedIn={signedIn} />}
      <Tabs value={section} onValueChange={onTabChange} activationMode="manual">
        {/*
          On a phone, five equal columns, each an icon over a short label, so every section is in
          sight on one row (a row that scrolled sideways hid Profile with no hint); from sm up, the
          usual row of labels.
        */}
        <TabsList aria-label={i18n._("Sections")} className="grid w-full grid-cols-5 sm:inline-flex sm:w-auto">
          {sectionTabs.map(({ value, label, phoneLabel, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="min-w-0 flex-col gap-0.5 px-1 text-xs sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm"
            >
              <Icon aria-hidden="true" className={cn("size-4 shrink-0", value !== FOOD_ANALYZER_TAB && "sm:hidden")} />
              {phoneLabel ? (
                // The short label is drawn by CSS (::before), so the tab's text stays its whole name.
                <span>
                  <span className="max-sm:sr-only">{i18n._(label)}</span>
                  <span
                    aria-hidden="true"
                    data-label={i18n._(phoneLabel)}
                    className="before:content-[attr(data-label)] sm:hidden"
                  />
                </span>
              ) : (
                <span>{i18n._(label)}</span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab signedIn={signedIn} demo={demo} onOpenGoals={onOpenGoals} onAddMeal={onAddMeal} />
        </TabsContent>
        <Suspense fallback={<PageSpinner label={i18n._("Loading the section")} />}>
          <TabsContent value="meals">
            <MealsTab signedIn={signedIn} demo={demo} addRequest={addRequest} />
          </TabsContent>
          <TabsContent value="goals">
            <GoalsTab signedIn={signedIn} demo={demo} />
          </TabsContent>
          <TabsContent value="profile">
            <ProfileTab demo={demo} />
          </TabsContent>
        </Suspense>
      </Tabs>
    </PageContainer>
  );
}
