import { Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { Spinner } from "../../components/ui/spinner.js";
import { i18n } from "../../lib/i18n.js";

// The form (react-hook-form and the zod contracts, about 35 KB) loads when the dialog opens: the
// pricing and subscription pages that show this card need neither.
const loadForm = () => import("./delete-account-form.js");
const DeleteAccountForm = lazy(async () => ({ default: (await loadForm()).DeleteAccountForm }));

/**
 * Deleting the account and all its data, after the password (or the username, for an account
 * that signs in with Google). Shown on pages a user without trial or plan can still open.
 * Afterwards the landing page confirms it (AccountDeletedNotice).
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2 aria-hidden="true" className="size-5 text-red-600" />
          {i18n._("Delete account")}
        </CardTitle>
        <CardDescription>
          {i18n._(
            "Deletes your account with every meal, goal and setting, and ends any subscription. This cannot be undone.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onPointerEnter={() => void loadForm()} onClick={() => setOpen(true)}>
          {i18n._("Delete my account")}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent role="alertdialog">
          <DialogTitle>{i18n._("Delete your account?")}</DialogTitle>
          <DialogDescription>
            {i18n._("Everything is deleted at once. Download your data first if you want to keep it.")}
          </DialogDescription>
          {/* Mounted with the dialog: closing it forgets what was typed and the last refusal. */}
          <Suspense fallback={<Spinner label={i18n._("Loading the form")} />}>
            <DeleteAccountForm />
          </Suspense>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
