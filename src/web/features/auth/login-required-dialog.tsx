import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "../../components/ui/dialog.js";
import { i18n } from "../../lib/i18n.js";

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The /home section to come back to after signing in. */
  section: string;
  description?: string;
}

export function loginRedirectPath(section: string): string {
  return `/auth?redirect=${encodeURIComponent(`/home?section=${section}`)}`;
}

export function LoginRequiredDialog({ open, onOpenChange, section, description }: LoginRequiredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{i18n._("Login required")}</DialogTitle>
        <DialogDescription>
          {description ??
            i18n._("Sign in or create a free account to use this feature. Your 5-day free trial starts today.")}
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{i18n._("Cancel")}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={loginRedirectPath(section)}>{i18n._("Login or Register")}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
