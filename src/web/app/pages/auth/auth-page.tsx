import { Info } from "lucide-react";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import type { User } from "../../../../shared/contracts/auth.js";
import { Alert } from "../../../components/ui/alert.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { GoogleSignInButton } from "../../../features/auth/google-sign-in-button.js";
import { LoginForm } from "../../../features/auth/login-form.js";
import { RegisterForm } from "../../../features/auth/register-form.js";
import { authActionHint } from "../../../lib/auth-actions.js";
import { i18n } from "../../../lib/i18n.js";
import { safeRedirectTarget } from "../../../lib/safe-redirect.js";
import { useUser } from "../../../lib/session.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";

type AuthTab = "login" | "register";

export function AuthPage() {
  useDocumentTitle(i18n._("Login or Register"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, isPending } = useUser();
  const hint = authActionHint(params.get("action"));
  const target = safeRedirectTarget(params.get("redirect") ?? params.get("redirectTo"));
  const requestedTab: AuthTab = hint || params.get("mode") === "register" ? "register" : "login";
  const [tab, setTab] = useState<AuthTab>(requestedTab);
  useEffect(() => setTab(requestedTab), [requestedTab]);

  const onSignedIn = (_user: User) => navigate(target, { replace: true });
  // A guest sent here from /profile by the route guard is told why (spec commercial 2).
  const fromProfile = target === "/profile" && !isPending && user === null;
  useEffect(() => {
    if (fromProfile)
      toast.error(i18n._("Authentication required"), { description: i18n._("Please login to view your profile") });
  }, [fromProfile]);

  if (isPending) return <PageSpinner label={i18n._("Checking your session")} />;
  if (user && !user.demoMode) return <Navigate to={target} replace />;

  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold">{i18n._("Welcome to Macrowise")}</h1>
          <CardDescription>
            {i18n._("Sign in to your account or create a new one. New accounts get a 5-day free trial.")}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {fromProfile && (
            <Alert role="status">{i18n._("Authentication required. Please login to view your profile.")}</Alert>
          )}
          {hint && (
            <Alert role="status" className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words">{i18n._(hint)}</span>
            </Alert>
          )}
          <Tabs value={tab} onValueChange={(value) => setTab(value === "register" ? "register" : "login")}>
            <TabsList aria-label={i18n._("Login or register")} className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{i18n._("Login")}</TabsTrigger>
              <TabsTrigger value="register">{i18n._("Register")}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSuccess={onSignedIn} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onSuccess={onSignedIn} />
            </TabsContent>
          </Tabs>
          <GoogleSignInButton onSuccess={onSignedIn} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
