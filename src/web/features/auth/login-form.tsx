import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type LoginRequest, loginRequestSchema, type User } from "../../../shared/contracts/auth.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useLogin } from "./api.js";

/** Wrong credentials get the spec's text; a brake (429) says how long to wait, where the eye is. */
function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return i18n._("Authentication failed. Please check your credentials.");
}

export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess,
      onError: (error) => toast.error(i18n._("Login failed"), { description: errorMessage(error) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._("Login")}>
      {login.isError && (
        <Alert tone="danger" role="alert">
          {loginFailureText(login.error)}
        </Alert>
      )}
      <FormField id="login-username" label={i18n._("Username")} error={errors.username?.message}>
        <Input autoComplete="username" {...form.register("username")} />
      </FormField>
      <FormField id="login-password" label={i18n._("Password")} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending && <InlineSpinner />}
        {i18n._("Login")}
      </Button>
    </form>
  );
}
