import { bestAccess } from "../../../shared/domain/subscription-access.js";
import type { StoredSubscription, SubscriptionRecord } from "../../integrations/payments/provider.js";

/** What the one fulfilment function needs from storage, inside the user's locked transaction. */
export interface FulfilmentPort {
  find(externalId: string): Promise<StoredSubscription | undefined>;
  upsert(record: SubscriptionRecord, pastDueSince: Date | null): Promise<void>;
  list(): Promise<StoredSubscription[]>;
  writePlan(plan: StoredSubscription["plan"] | null, until: Date | null): Promise<void>;
}

/**
 * THE fulfilment function, the only writer of `users.paid_plan/paid_until`. It stores each
 * subscription as its provider reports it now (a re-read, never an event's delta, so events in any
 * order end in the same state), stamps when one turned past due (the 7-day grace counts from
 * there), then derives the user's plan from all their subscriptions: the longest access wins, so a
 * second or older subscription can never take away a paid plan.
 */
export async function fulfil(port: FulfilmentPort, records: readonly SubscriptionRecord[], now: Date): Promise<void> {
  for (const record of records) {
    const existing = await port.find(record.externalId);
    const pastDueSince =
      record.status !== "past_due"
        ? null
        : existing?.status === "past_due" && existing.pastDueSince
          ? existing.pastDueSince
          : now;
    await port.upsert(record, pastDueSince);
  }
  const best = bestAccess(await port.list());
  await port.writePlan(best?.subscription.plan ?? null, best?.until ?? null);
}
