import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type LoginRequest, loginRequestSchema, type User } from "../../../shared/contracts/auth.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { FieldError } from "../../components/ui/field-error.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useLogin } from "./api.js";

/** Wrong credentials get the spec's text; a brake (429) says how long to wait, where the eye is. */
function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return "Authentication failed. Please check your credentials.";
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
      onError: (error) => toast.error("Login failed", { description: errorMessage(error) }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Login">
      {login.isError && (
        <Alert tone="danger" role="alert">
          {loginFailureText(login.error)}
        </Alert>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? "login-username-error" : undefined}
          {...form.register("username")}
        />
        <FieldError id="login-username-error" message={errors.username?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "login-password-error" : undefined}
          {...form.register("password")}
        />
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending && <InlineSpinner />}
        Login
      </Button>
    </form>
  );
}
