import { ShieldCheck } from "lucide-react";
import { useNavigate } from "react-router";
import { msg } from "../../../shared/i18n/msg.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { PageContainer } from "../../components/ui/page-container.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { useDevAdminLogin } from "../../features/auth/api.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { italianFirstI18n } from "../../lib/italian-first.js";
import { toast } from "../../lib/toast.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";

/**
 * The shortcut's route exists only in development: a 404 means this server is not in that mode.
 * The specification wrote the page's errors in Italian: they stay Italian unless the person chose
 * English (ITALIAN_FIRST_PATHS); the rest of the page is in the page's language.
 */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    const i18n = italianFirstI18n();
    return i18n._("Quick sign-in is available only when the server runs in development mode (NODE_ENV=development).");
  }
  return errorMessage(error);
}

/** The toast's title, Italian-first as the specification wrote it ("Errore di accesso"). */
const SIGN_IN_ERROR = msg("Sign-in error");

/** /admin-login: the development shortcut to the default administrator. */
export function AdminLoginPage() {
  useDocumentTitle(i18n._("Admin Login"));
  const navigate = useNavigate();
  const devLogin = useDevAdminLogin();

  const signIn = () =>
    devLogin.mutate(
      {},
      {
        onSuccess: () => {
          toast.success(i18n._("Admin Access Granted"));
          navigate("/home");
        },
        onError: (error) => {
          const italianFirst = italianFirstI18n();
          toast.error(italianFirst._(SIGN_IN_ERROR), { description: loginErrorText(error) });
        },
      },
    );

  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck aria-hidden="true" className="size-10 text-emerald-600" />
          <h1 className="text-2xl font-semibold">{i18n._("Admin Login")}</h1>
          <CardDescription>
            {i18n._(
              "A test and development shortcut: one click signs you in as the default administrator. It works only when the server runs in development mode.",
            )}
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
            {i18n._("Sign in as administrator")}
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
