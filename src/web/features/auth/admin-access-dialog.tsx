import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { adminAccessRequestSchema } from "../../../shared/contracts/auth.js";
import { Button } from "../../components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../components/ui/dialog.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useAdminAccess } from "./api.js";

export function AdminAccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const adminAccess = useAdminAccess();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(adminAccessRequestSchema), defaultValues: { code: "" } });
  const code = useWatch({ control: form.control, name: "code" });

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit((request) =>
    adminAccess.mutate(request, {
      onSuccess: () => {
        toast.success(i18n._("Admin Access Granted"), { description: i18n._("You now have administrator access.") });
        close(false);
        navigate("/home");
      },
      onError: (error) => toast.error(i18n._("Admin Access Failed"), { description: errorMessage(error) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{i18n._("Administrator Access")}</DialogTitle>
        <DialogDescription>
          {i18n._("Enter the administrator access code configured on this server.")}
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <FormField
            id="admin-access-code"
            label={i18n._("Admin Access Code")}
            error={form.formState.errors.code?.message}
          >
            <Input type="password" autoComplete="off" {...form.register("code")} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={!code || adminAccess.isPending}>
              {adminAccess.isPending && <InlineSpinner />}
              {i18n._("Access System")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
