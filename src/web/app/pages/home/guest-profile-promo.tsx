import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { authActionPath } from "../../../lib/auth-actions.js";
import { i18n } from "../../../lib/i18n.js";

const loginPath = `/auth?mode=login&redirect=${encodeURIComponent("/home?section=profile")}`;

export function GuestProfilePromo() {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <UserPlus aria-hidden="true" className="size-6" />
        </span>
        <CardTitle>{i18n._("Your personal nutrition profile")}</CardTitle>
        <CardDescription>
          {i18n._(
            "Create an account to keep your body profile, see your BMI and daily energy needs, and export your data. Every new account starts with a free 5-day trial.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to={authActionPath("register-to-complete-profile")}>{i18n._("Create Your Account")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={loginPath}>{i18n._("Sign In")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
