/**
 * What stays of a user after DELETE /api/user, and why: the one list the deletion's schema walk
 * (account-deletion.test.ts) allows. Every other row of every table that holds a user's rows is
 * deleted. These keep the row but lose the link to the account (their foreign key is SET NULL).
 *
 * No payment record is kept here: the local provider takes no money, and Stripe keeps the books of
 * real payments (invoices, charges, its customer), where the law asks them to be kept.
 */
export const KEPT_AFTER_DELETION: Record<string, string> = {
  trial_claims:
    "One free trial per email, device and (optionally) address in 30 days: only hashes of the email and device and the address remain, linked to no account, so deleting an account cannot buy a second trial.",
  payment_settings:
    "An instance setting an admin changed; deleting that admin keeps the setting and forgets who changed it.",
};
