import { Camera } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { PageContainer } from "../../../components/ui/page-container.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { useUser } from "../../../features/auth/api.js";
import { authActionPath } from "../../../features/auth/auth-actions.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { DashboardPlaceholder } from "./dashboard-placeholder.js";
import { GoalsPlaceholder } from "./goals-placeholder.js";
import { type HomeSection, parseHomeSection } from "./home-sections.js";
import { MealsPlaceholder } from "./meals-placeholder.js";
import { ProfilePlaceholder } from "./profile-placeholder.js";
import { WelcomeBanner } from "./welcome-banner.js";

const FOOD_ANALYZER_TAB = "food-analyzer";

export function HomePage() {
  useDocumentTitle("Home");
  const { user } = useUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const section = parseHomeSection(params.get("section"));

  const goTo = (next: HomeSection) => {
    setParams({ section: next });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const onTabChange = (value: string) => {
    if (value === FOOD_ANALYZER_TAB) return navigate("/food-analyzer");
    const next = parseHomeSection(value);
    if (!user && next === "meals") return navigate(authActionPath("register-to-add-meals"));
    if (!user && next === "goals") return navigate(authActionPath("register-to-create-goals"));
    goTo(next);
  };

  const onAddMeal = () => (user ? goTo("meals") : navigate(authActionPath("register-to-add-meals")));

  return (
    <PageContainer className="space-y-6">
      <WelcomeBanner username={user?.username ?? null} onAddMeal={onAddMeal} />
      <Tabs value={section} onValueChange={onTabChange} activationMode="manual">
        <TabsList aria-label="Sections" className="flex-wrap">
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
          <DashboardPlaceholder signedIn={user !== null} onOpenGoals={() => goTo("goals")} />
        </TabsContent>
        <TabsContent value="meals">
          <MealsPlaceholder />
        </TabsContent>
        <TabsContent value="goals">
          <GoalsPlaceholder />
        </TabsContent>
        <TabsContent value="profile">
          <ProfilePlaceholder />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
