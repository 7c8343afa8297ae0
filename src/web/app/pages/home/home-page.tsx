import { Camera } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { useUser } from "../../../features/auth/api.js";
import { authActionPath } from "../../../features/auth/auth-actions.js";
import { DemoBanner } from "../../../features/demo/demo-banner.js";
import { useDemoData } from "../../../features/demo/use-demo.js";
import type { AddMealStart } from "../../../features/meals/add-meal-card.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { DashboardTab } from "./dashboard-tab.js";
import { type HomeSection, parseHomeSection } from "./home-sections.js";
import { WelcomeBanner } from "./welcome-banner.js";

// The dashboard comes with the page; the other tabs (their forms, tables and schemas) load when opened.
const MealsTab = lazy(async () => ({ default: (await import("./meals-tab.js")).MealsTab }));
const GoalsTab = lazy(async () => ({ default: (await import("./goals-tab.js")).GoalsTab }));
const ProfileTab = lazy(async () => ({ default: (await import("./profile-tab.js")).ProfileTab }));

const FOOD_ANALYZER_TAB = "food-analyzer";

export function HomePage() {
  useDocumentTitle("Home");
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
        {/* One row that scrolls sideways on a phone, so the tabs never push the day down. */}
        <TabsList aria-label="Sections" className="flex w-full justify-start sm:inline-flex sm:w-auto">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          <TabsTrigger value="meals">Meals</TabsTrigger>
          <TabsTrigger value={FOOD_ANALYZER_TAB}>
            <Camera aria-hidden="true" className="size-4" />
            Food Analyzer
          </TabsTrigger>
          <TabsTrigger value="goals">Goals</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab signedIn={signedIn} demo={demo} onOpenGoals={onOpenGoals} onAddMeal={onAddMeal} />
        </TabsContent>
        <Suspense fallback={<PageSpinner label="Loading the section" />}>
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
