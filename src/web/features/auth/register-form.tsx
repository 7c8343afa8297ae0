import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type RegisterForm as RegisterValues, registerFormSchema, type User } from "../../../shared/contracts/auth.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { FieldError } from "../../components/ui/field-error.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { useBillingOff } from "../../lib/payments-config.js";
import { toast } from "../../lib/toast.js";
import { withElements } from "../../lib/with-elements.js";
import { checkRegistration, useRegister } from "./api.js";

const linkClass = `font-medium text-emerald-700 underline underline-offset-2 dark:text-emerald-400 ${focusRing}`;

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors !== undefined && Object.keys(error.fieldErrors).length > 0;

export function RegisterForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const registration = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", email: "", gender: "other", password: "", confirmPassword: "", acceptTerms: false },
  });
  const { errors } = form.formState;
  // Spec commercial 4: idle, checking previous registration, registering. A previous trial on this
  // device is said once; registering then goes on, without a second trial (the server decides).
  const [checking, setChecking] = useState(false);
  const [previousTrial, setPreviousTrial] = useState<string | null>(null);
  const billingOff = useBillingOff();

  const register = ({ username, email, gender, password }: RegisterValues) =>
    registration.mutate(
      { username, email, gender, password },
      {
        onSuccess,
        onError: (error) => {
          // 'Username already exists' under the username, with the focus there to fix it.
          showServerFieldErrors(form, error, { focus: true });
          toast.error(i18n._("Registration failed"), { description: errorMessage(error) });
        },
      },
    );

  const submit = form.handleSubmit(async (values) => {
    // With billing off there is no trial to protect: nothing to check.
    if (previousTrial === null && !billingOff) {
      setChecking(true);
      const check = await checkRegistration(values.email).catch(() => null);
      setChecking(false);
      if (check?.hasPreviousRegistration) {
        // The server answers in the request's language; an English answer is translated here.
        setPreviousTrial(i18n._(check.message));
        return;
      }
    }
    register(values);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._("Register")}>
      {/* The form-level text only when no field carries the problem (a duplicate name or email does). */}
      {registration.isError && !hasFieldErrors(registration.error) && (
        <Alert tone="danger" role="alert">
          {i18n._("Registration failed. Please try again.")}
        </Alert>
      )}
      <FormField id="register-username" label={i18n._("Username")} error={errors.username?.message}>
        <Input autoComplete="username" {...form.register("username")} />
      </FormField>
      <FormField id="register-email" label={i18n._("Email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField id="register-gender" label={i18n._("Gender")} error={errors.gender?.message}>
        <Select {...form.register("gender")}>
          <option value="male">{i18n._("Male")}</option>
          <option value="female">{i18n._("Female")}</option>
          <option value="other">{i18n._("Other")}</option>
        </Select>
      </FormField>
      <FormField id="register-password" label={i18n._("Password")} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField
        id="register-confirm-password"
        label={i18n._("Confirm Password")}
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <div className="space-y-1.5">
        <div className="flex items-start gap-2">
          <input
            id="register-accept-terms"
            type="checkbox"
            className={cn("mt-0.5 size-4 shrink-0 accent-emerald-600", focusRing)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? "register-accept-terms-error" : undefined}
            {...form.register("acceptTerms")}
          />
          <Label htmlFor="register-accept-terms" className="font-normal">
            {withElements(msg("I accept the {terms} and {privacy}"), {
              terms: (
                <Link to="/terms-of-service" className={linkClass}>
                  {i18n._("Terms of Service")}
                </Link>
              ),
              privacy: (
                <Link to="/privacy-policy" className={linkClass}>
                  {i18n._("Privacy Policy")}
                </Link>
              ),
            })}
          </Label>
        </div>
        <FieldError id="register-accept-terms-error" message={errors.acceptTerms?.message} />
      </div>
      {previousTrial && (
        <Alert tone="warning" role="alert">
          {previousTrial}
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={registration.isPending || checking}>
        {(registration.isPending || checking) && <InlineSpinner />}
        {previousTrial ? i18n._("Register without a free trial") : i18n._("Register")}
      </Button>
    </form>
  );
}
