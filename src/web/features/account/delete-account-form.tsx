import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { deleteAccountRequestSchema } from "../../../shared/contracts/payments.js";
import { Button } from "../../components/ui/button.js";
import { DialogClose, DialogFooter } from "../../components/ui/dialog.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { useUser } from "../../lib/session.js";
import { useDeleteAccount } from "./api.js";

/** The password, or for an account without one the username typed out (DELETE /api/user). */
export function DeleteAccountForm() {
  const { user } = useUser();
  const remove = useDeleteAccount();
  const secret = user?.hasPassword === false ? "confirmation" : "password";
  const form = useForm({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: { [secret]: "" } });
  const typed = useWatch({ control: form.control, name: secret });

  // On success the tab loads the landing page, which says the account is gone (api.ts).
  const submit = form.handleSubmit((request) =>
    remove.mutate(request, {
      onError: (error) => form.setError(secret, { message: errorMessage(error) }, { shouldFocus: true }),
    }),
  );

  return (
    <form className="space-y-2" onSubmit={submit}>
      <FormField
        id="delete-account-secret"
        label={secret === "password" ? i18n._("Your password") : i18n._("Type your username")}
        error={form.formState.errors[secret]?.message}
      >
        <Input
          type={secret === "password" ? "password" : "text"}
          autoComplete={secret === "password" ? "current-password" : "off"}
          {...form.register(secret)}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{i18n._("Cancel")}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={remove.isPending || !typed}>
          {remove.isPending && <InlineSpinner />}
          {i18n._("Delete forever")}
        </Button>
      </DialogFooter>
    </form>
  );
}
