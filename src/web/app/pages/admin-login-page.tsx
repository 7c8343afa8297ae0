import { ShieldCheck } from "lucide-react";
import { useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { PageContainer } from "../../components/ui/page-container.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { useDevAdminLogin } from "../../features/auth/api.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";

/** The shortcut's route exists only in development: a 404 means this server is not in that mode. */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return "L'accesso rapido è disponibile solo quando il server è in modalità sviluppo (NODE_ENV=development).";
  }
  return errorMessage(error);
}

export function AdminLoginPage() {
  useDocumentTitle("Admin Login");
  const navigate = useNavigate();
  const devLogin = useDevAdminLogin();

  const signIn = () =>
    devLogin.mutate(
      {},
      {
        onSuccess: () => {
          toast.success("Admin Access Granted");
          navigate("/home");
        },
        onError: (error) => toast.error("Errore di accesso", { description: loginErrorText(error) }),
      },
    );

  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden="true" className="size-10 text-emerald-600" />
          <h1 className="text-2xl font-semibold">Admin Login</h1>
          <CardDescription>
            A test and development shortcut: one click signs you in as the default administrator. It works only when the
            server runs in development mode.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {devLogin.isError && (
            <Alert tone="danger" role="alert">
              {loginErrorText(devLogin.error)}
            </Alert>
          )}
          <Button className="w-full" onClick={signIn} disabled={devLogin.isPending}>
            {devLogin.isPending && <InlineSpinner />}
            Sign in as administrator
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
