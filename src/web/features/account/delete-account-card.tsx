import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "../../components/ui/dialog.js";
import { FieldError } from "../../components/ui/field-error.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useUser } from "../auth/api.js";
import { useDeleteAccount } from "../payments/api.js";

/**
 * Deleting the account and all its data, after the password (or the username, for an account
 * that signs in with Google). Shown on pages a user without trial or plan can still open.
 */
export function DeleteAccountCard() {
  const { user } = useUser();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const usesPassword = user?.hasPassword !== false;
  const fieldError =
    remove.error instanceof ApiError ? remove.error.message : remove.error ? errorMessage(remove.error) : null;

  const confirm = () =>
    remove.mutate(usesPassword ? { password: secret } : { confirmation: secret }, {
      onSuccess: (result) => {
        setOpen(false);
        toast.success("Account deleted", { description: result.message });
        navigate("/", { replace: true });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2 aria-hidden="true" className="size-5 text-red-600" />
          Delete account
        </CardTitle>
        <CardDescription>
          Deletes your account with every meal, goal and setting, and ends any subscription. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setSecret("");
            remove.reset();
          }
        }}
      >
        <DialogContent role="alertdialog">
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Everything is deleted at once. Download your data first if you want to keep it.
          </DialogDescription>
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <Label htmlFor="delete-account-secret">{usesPassword ? "Your password" : "Type your username"}</Label>
            <Input
              id="delete-account-secret"
              type={usesPassword ? "password" : "text"}
              autoComplete={usesPassword ? "current-password" : "off"}
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "delete-account-error" : undefined}
            />
            <FieldError id="delete-account-error" message={fieldError ?? undefined} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending || secret === ""}>
                {remove.isPending && <InlineSpinner />}
                Delete forever
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
