import { Link } from "react-router";
import { PageContainer } from "../../components/ui/page-container.js";
import { i18n } from "../../lib/i18n.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";
import { ProfileTab } from "./home/profile-tab.js";

/**
 * /profile (spec commercial 2): the page header and the profile and subscription panel. The route
 * guard (server and browser) sends a guest to /auth?redirect=/profile, where the spec's
 * 'Authentication required' / 'Please login to view your profile' is shown.
 */
export function ProfilePage() {
  useDocumentTitle(i18n._("Profile"));
  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{i18n._("Your Profile")}</h1>
        <p className="mt-2 text-neutral-600 dark:text-neutral-400">
          {i18n._("Your body profile, health figures, data export and plan.")} {i18n._("Coming from another app?")}{" "}
          <Link
            to="/import"
            className="font-medium text-emerald-700 underline underline-offset-2 dark:text-emerald-400"
          >
            {i18n._("Import your history")}
          </Link>
          .
        </p>
      </div>
      <ProfileTab demo={null} />
    </PageContainer>
  );
}
