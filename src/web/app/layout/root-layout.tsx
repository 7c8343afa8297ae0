import { Outlet, ScrollRestoration } from "react-router";
import { WelcomeToast } from "../../features/auth/welcome-toast.js";
import { UpdateBanner } from "../../features/install/update-banner.js";
import { TrialBanner } from "../../features/trial/trial-banner.js";
import { i18n } from "../../lib/i18n.js";
import { useUser } from "../../lib/session.js";
import { RouteGuard } from "../route-guard.js";
import { Footer } from "./footer.js";
import { Navbar } from "./navbar.js";

/**
 * The trial banner, for a signed-in person only. Its own component so that the answer to "who is
 * signed in", arriving after a public page was taken over, re-renders this and not the whole page
 * (a store's answer renders in one blocking task, a long one for a whole page: docs/performance.md).
 */
function SignedInTrialBanner() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 empty:hidden sm:px-6 lg:px-8">
      <TrialBanner />
    </div>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-emerald-600 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {i18n._("Skip to content")}
      </a>
      <Navbar />
      <SignedInTrialBanner />
      {/* At least a screen tall: the footer starts below the fold, so content arriving late moves nothing in view. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
      <WelcomeToast />
      <UpdateBanner />
      <ScrollRestoration />
    </div>
  );
}
