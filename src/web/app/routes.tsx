import type { RouteObject } from "react-router";
import { PageSpinner } from "../components/ui/spinner.js";
import { italianFirst } from "../lib/italian-first.js";
import { RootLayout } from "./layout/root-layout.js";
import { LandingPage } from "./pages/landing/landing-page.js";
import { LoginRedirect } from "./pages/login-redirect.js";
import { LogoutPage } from "./pages/logout-page.js";
import { NotFoundPage } from "./pages/not-found-page.js";
import { paymentRoutes } from "./pages/payments/payment-routes.js";
import { RouteErrorPage } from "./route-error-page.js";

/**
 * Every page of the app. Pages that pull in forms, charts or long static text load on demand; the
 * rest ships in the app's main chunk. The browser (start.tsx) and the server's renderer of public
 * pages (entry-server.tsx) use this same list.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: "/", element: <LandingPage /> },
          { path: "/home", lazy: async () => ({ Component: (await import("./pages/home/home-route.js")).HomeRoute }) },
          { path: "/auth", lazy: async () => ({ Component: (await import("./pages/auth/auth-page.js")).AuthPage }) },
          {
            path: "/guide",
            lazy: async () => ({ Component: (await import("./pages/static/guide-page.js")).GuidePage }),
          },
          ...paymentRoutes,
          {
            path: "/install",
            lazy: async () => ({ Component: (await import("./pages/static/install-page.js")).InstallPage }),
          },
          {
            path: "/contatti",
            lazy: async () => ({ Component: (await import("./pages/static/contact-page.js")).ContactPage }),
          },
          {
            path: "/privacy-policy",
            lazy: async () => ({
              Component: (await import("./pages/static/privacy-policy-page.js")).PrivacyPolicyPage,
            }),
          },
          {
            path: "/terms-of-service",
            lazy: async () => ({
              Component: (await import("./pages/static/terms-of-service-page.js")).TermsOfServicePage,
            }),
          },
          { path: "/info", lazy: async () => ({ Component: (await import("./pages/static/info-page.js")).InfoPage }) },
          {
            path: "/about",
            lazy: async () => ({ Component: (await italianFirst(import("./pages/static/about-page.js"))).AboutPage }),
          },
          { path: "/login", element: <LoginRedirect /> },
          {
            path: "/profile",
            lazy: async () => ({ Component: (await import("./pages/profile-page.js")).ProfilePage }),
          },
          {
            path: "/body",
            lazy: async () => ({ Component: (await import("./pages/body/body-page.js")).BodyPage }),
          },
          {
            path: "/import",
            lazy: async () => ({ Component: (await import("./pages/import-page.js")).ImportPage }),
          },
          {
            path: "/api/reset-trial",
            lazy: async () => ({ Component: (await import("./pages/reset-trial-page.js")).ResetTrialPage }),
          },
          {
            path: "/admin",
            lazy: async () => ({ Component: (await import("./pages/admin/admin-page.js")).AdminPage }),
          },
          { path: "/logout-page", element: <LogoutPage /> },
          {
            path: "/admin-login",
            lazy: async () => ({
              Component: (await italianFirst(import("./pages/admin-login-page.js"))).AdminLoginPage,
            }),
          },
          {
            path: "/food-analyzer",
            lazy: async () => ({ Component: (await import("./pages/food-analyzer-page.js")).FoodAnalyzerPage }),
          },
          {
            path: "/api-keys",
            lazy: async () => ({ Component: (await import("./pages/api/api-keys-page.js")).ApiKeysPage }),
          },
          {
            path: "/api-docs",
            lazy: async () => ({ Component: (await import("./pages/api/api-docs-page.js")).ApiDocsPage }),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
