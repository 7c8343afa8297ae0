import { Outlet, ScrollRestoration } from "react-router";
import { useUser } from "../../features/auth/api.js";
import { WelcomeToast } from "../../features/auth/welcome-toast.js";
import { UpdateBanner } from "../../features/install/update-banner.js";
import { TrialBanner } from "../../features/trial/trial-banner.js";
import { RouteGuard } from "../route-guard.js";
import { Footer } from "./footer.js";
import { Navbar } from "./navbar.js";

export function RootLayout() {
  const { user } = useUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-emerald-600 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <Navbar />
      {user && (
        <div className="mx-auto w-full max-w-6xl px-4 pt-4 empty:hidden sm:px-6 lg:px-8">
          <TrialBanner />
        </div>
      )}
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
