import type { RouteObject } from "react-router";
import { italianFirst } from "../../../lib/italian-first.js";

/** Pricing, checkout, verification, the subscription and the test payment pages: loaded on demand. */
export const paymentRoutes: RouteObject[] = [
  { path: "/pricing", lazy: async () => ({ Component: (await import("./pricing-page.js")).PricingPage }) },
  { path: "/subscribe", lazy: async () => ({ Component: (await import("./subscribe-page.js")).SubscribePage }) },
  { path: "/checkout", lazy: async () => ({ Component: (await import("./checkout-page.js")).CheckoutPage }) },
  {
    path: "/payment-success",
    lazy: async () => ({ Component: (await import("./payment-success-page.js")).PaymentSuccessPage }),
  },
  {
    path: "/subscription-success",
    lazy: async () => ({
      Component: (await italianFirst(import("./subscription-success-page.js"))).SubscriptionSuccessPage,
    }),
  },
  {
    path: "/account/subscription",
    lazy: async () => ({ Component: (await import("./account-subscription-page.js")).AccountSubscriptionPage }),
  },
  {
    path: "/test-payment",
    lazy: async () => ({ Component: (await italianFirst(import("./test-payment-page.js"))).TestPaymentPage }),
  },
  {
    path: "/simple-stripe-test",
    lazy: async () => ({ Component: (await italianFirst(import("./stripe-test-pages.js"))).SimpleStripeTestPage }),
  },
  {
    path: "/basic-stripe-checkout",
    lazy: async () => ({ Component: (await italianFirst(import("./stripe-test-pages.js"))).BasicStripeCheckoutPage }),
  },
  {
    path: "/admin/stripe-settings",
    lazy: async () => ({ Component: (await import("./stripe-settings-page.js")).StripeSettingsPage }),
  },
];
