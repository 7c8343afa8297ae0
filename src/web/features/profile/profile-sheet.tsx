import type { Profile } from "../../../shared/contracts/profile.js";
import { DialogDescription } from "../../components/ui/dialog.js";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "../../components/ui/sheet.js";
import { browserTimeZone, errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useSaveProfile } from "./api.js";
import { ProfileForm } from "./profile-form.js";
import type { ProfileHints } from "./profile-form-values.js";

interface ProfileSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile | null;
  hints: ProfileHints;
}

/** The edit drawer: creates the profile the first time, updates it afterwards; saves the browser's zone. */
export function ProfileSheet({ open, onOpenChange, profile, hints }: ProfileSheetProps) {
  const save = useSaveProfile();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle className="text-lg font-semibold">
            {profile ? i18n._("Edit Profile") : i18n._("Create Profile")}
          </SheetTitle>
          <DialogDescription>{i18n._("Your body figures give your BMI and daily energy needs.")}</DialogDescription>
        </SheetHeader>
        {open && (
          <ProfileForm
            profile={profile}
            hints={hints}
            pending={save.isPending}
            onSubmit={async (values) => {
              try {
                await save.mutateAsync({
                  id: profile?.id ?? null,
                  profile: { ...values, timeZone: browserTimeZone() },
                });
                toast.success(profile ? i18n._("Profile updated") : i18n._("Profile created"));
                onOpenChange(false);
              } catch (error) {
                toast.error(i18n._("Unable to save the profile"), { description: errorMessage(error) });
                throw error;
              }
            }}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}
