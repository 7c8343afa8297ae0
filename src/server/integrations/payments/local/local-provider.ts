import { randomBytes } from "node:crypto";
import { testCards, testPaymentMessages } from "../../../../shared/contracts/payments.js";
import { addInterval, planPrices } from "../../../../shared/domain/prices.js";
import { hasLiveSubscription, rollPeriod } from "../../../../shared/domain/subscription-access.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { HttpError, notFound } from "../../../errors.js";
import type {
  CheckoutRequest,
  Payer,
  PaymentsNotifier,
  PaymentsProvider,
  PaymentsStore,
  StoredSession,
  StoredSubscription,
} from "../provider.js";

/** A local checkout stays payable this long, like a hosted one. */
export const LOCAL_SESSION_TTL_MS = 30 * 60 * 1000;
export const SUBSCRIPTION_PAGE = "/account/subscription";

export interface LocalProviderDeps {
  store: PaymentsStore;
  notifier: PaymentsNotifier;
  now: () => Date;
}

const digitsOf = (card: string) => card.replace(/[\s-]/g, "");

/**
 * The built-in checkout (PAYMENTS_PROVIDER=local, the default): no money moves. A session is a row
 * with the server's amount; /test-payment?session=... lets its owner pay with a test card, see a
 * decline or cancel. A paid plan becomes a local subscription that renews by itself until cancelled.
 */
export function createLocalProvider({ store, notifier, now }: LocalProviderDeps) {
  function ownedSession(session: StoredSession | undefined, user: Payer): StoredSession {
    // Another user's session is "not found": its existence is nobody else's business.
    if (session?.provider !== "local" || session.userId !== user.id) throw notFound(testPaymentMessages.notFound);
    return session;
  }

  const provider: PaymentsProvider = {
    name: "local",

    createCheckout({ user, item }: CheckoutRequest) {
      return store.forUser(user.id, async (tx) => {
        const at = now();
        if (item.kind === "plan" && hasLiveSubscription(await tx.subscriptions(user.id), at)) {
          return { url: SUBSCRIPTION_PAGE };
        }
        const open = await tx.findOpenSession(user.id, "local", "test", item, at);
        if (open) return { url: open.url };
        await tx.cancelOpenSessions(user.id, "local");
        const id = `ps_${randomBytes(18).toString("base64url")}`;
        const url = `/test-payment?session=${id}`;
        await tx.insertSession({
          id,
          provider: "local",
          mode: "test",
          userId: user.id,
          planId: item.kind === "plan" ? item.planId : null,
          amountCents: item.kind === "plan" ? planPrices[item.planId].amountCents : item.amountCents,
          currency: "EUR",
          status: "open",
          url,
          expiresAt: new Date(at.getTime() + LOCAL_SESSION_TTL_MS),
        });
        return { url };
      });
    },

    async verify(user, sessionId) {
      const session = ownedSession(await store.findSession(sessionId), user);
      if (session.status === "paid") return { status: "paid", planId: session.planId };
      if (session.status === "open" && session.expiresAt > now()) return { status: "pending", planId: session.planId };
      return { status: "failed", planId: session.planId };
    },

    async manageUrl() {
      return SUBSCRIPTION_PAGE;
    },

    // Local subscriptions charge nothing; their rows go with the account.
    async cancelAll() {},
  };

  return {
    ...provider,

    async session(user: Payer, sessionId: string): Promise<StoredSession> {
      const session = ownedSession(await store.findSession(sessionId), user);
      if (session.status === "open" && session.expiresAt <= now()) return { ...session, status: "expired" };
      return session;
    },

    /**
     * Pays a session with a test card: 4242... succeeds, 4000 0000 0000 0002 is declined (402).
     * A session this user already paid answers as its payment did (a double click, a resubmitted
     * form): the same success page, with no second charge and no second receipt. The paid period
     * starts at `paidFrom` when that is later (a running trial's end), else now.
     */
    async pay(
      user: Payer,
      sessionId: string,
      cardNumber: string,
      paidFrom: Date | null,
    ): Promise<{ redirectUrl: string }> {
      const card = digitsOf(cardNumber);
      if (card !== testCards.success && card !== testCards.decline) {
        throw new HttpError(400, testPaymentMessages.unknownCard, { cardNumber: testPaymentMessages.unknownCard });
      }
      const paid = await store.forUser(user.id, async (tx) => {
        const at = now();
        const session = ownedSession(await tx.findSession(sessionId), user);
        if (session.status === "paid") return { session, outcome: "paid-before" as const };
        if (session.status !== "open") throw new HttpError(409, testPaymentMessages.closed);
        if (session.expiresAt <= at) {
          await tx.setSessionStatus(session.id, "expired", at);
          return { session, outcome: "expired" as const };
        }
        if (card === testCards.decline) return { session, outcome: "declined" as const };
        if (session.planId && hasLiveSubscription(await tx.subscriptions(user.id), at)) {
          await tx.setSessionStatus(session.id, "canceled", at);
          return { session, outcome: "already-subscribed" as const };
        }
        await tx.setSessionStatus(session.id, "paid", at);
        let periodEnd: Date | null = null;
        if (session.planId) {
          const start = paidFrom && paidFrom > at ? paidFrom : at;
          periodEnd = addInterval(start, planPrices[session.planId].interval);
          await tx.applySubscriptions(
            user.id,
            [
              {
                provider: "local",
                externalId: `local_${session.id}`,
                mode: "test",
                customerId: null,
                plan: session.planId,
                status: "active",
                currentPeriodStart: start,
                currentPeriodEnd: periodEnd,
                cancelAtPeriodEnd: false,
              },
            ],
            at,
          );
        }
        return { session, outcome: "paid" as const, periodEnd };
      });
      // Outcomes are committed first (an expiry, a cancelled duplicate), then refused.
      if (paid.outcome === "expired") throw new HttpError(409, testPaymentMessages.expired);
      if (paid.outcome === "declined") throw new HttpError(402, testPaymentMessages.declined);
      if (paid.outcome === "already-subscribed") throw new HttpError(409, testPaymentMessages.alreadySubscribed);
      if (paid.outcome === "paid") {
        await notifier.onPaid(user, {
          plan: paid.session.planId,
          amountCents: paid.session.amountCents,
          periodEnd: paid.periodEnd,
          reference: paid.session.id,
        });
      }
      const plan = paid.session.planId ? `&plan=${paid.session.planId}` : "";
      return { redirectUrl: `/payment-success?session_id=${paid.session.id}${plan}` };
    },

    /** The owner gives up an open session; the browser goes back to the prices. */
    async cancel(user: Payer, sessionId: string): Promise<{ redirectUrl: string }> {
      await store.forUser(user.id, async (tx) => {
        const session = ownedSession(await tx.findSession(sessionId), user);
        if (session.status === "open") await tx.setSessionStatus(session.id, "canceled", now());
      });
      return { redirectUrl: "/pricing" };
    },

    /** Cancel at the end of the current period (true) or take that back (false). */
    setCancelAtPeriodEnd(user: Payer, cancel: boolean): Promise<void> {
      return store.forUser(user.id, async (tx) => {
        const at = now();
        const current = liveLocalSubscription(await tx.subscriptions(user.id), at);
        if (!current) throw notFound(msg("You have no subscription to change"));
        const period = rollPeriod(current, at);
        if (!period) throw notFound(msg("You have no subscription to change"));
        await tx.applySubscriptions(
          user.id,
          // The first start stays: a resumed subscription keeps counting its periods from it.
          [{ ...current, cancelAtPeriodEnd: cancel, currentPeriodEnd: period.end }],
          at,
        );
      });
    },
  };
}

/** The user's local subscription that still grants access (a cancelled one until its period ends). */
function liveLocalSubscription(all: StoredSubscription[], now: Date): StoredSubscription | undefined {
  return all.find(
    (s) =>
      s.provider === "local" &&
      s.status === "active" &&
      (!s.cancelAtPeriodEnd || (s.currentPeriodEnd !== null && s.currentPeriodEnd > now)),
  );
}

export type LocalPaymentsProvider = ReturnType<typeof createLocalProvider>;
