import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../components/ui/dialog.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useAdminAccess } from "./api.js";

export function AdminAccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [code, setCode] = useState("");
  const adminAccess = useAdminAccess();
  const navigate = useNavigate();

  const close = (next: boolean) => {
    if (!next) setCode("");
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    adminAccess.mutate(
      { code },
      {
        onSuccess: () => {
          toast.success("Admin Access Granted", { description: "You now have administrator access." });
          close(false);
          navigate("/home");
        },
        onError: (error) => toast.error("Admin Access Failed", { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Administrator Access</DialogTitle>
        <DialogDescription>Enter the administrator access code configured on this server.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="admin-access-code">Admin Access Code</Label>
            <Input
              id="admin-access-code"
              type="password"
              autoComplete="off"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!code || adminAccess.isPending}>
              {adminAccess.isPending && <InlineSpinner />}
              Access System
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
