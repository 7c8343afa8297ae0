import { DeleteAccountCard } from "../../../features/account/delete-account-card.js";
import { ExportCard } from "../../../features/profile/export-card.js";
import { cn } from "../../../lib/cn.js";
import { i18n } from "../../../lib/i18n.js";

/** Your data, always within reach: export it (JSON, CSV) or delete the account, plan or not. */
export function AccountDataSection({ className }: { className?: string }) {
  return (
    <section aria-labelledby="account-data-title" className={cn("space-y-4", className)}>
      <div>
        <h2 id="account-data-title" className="text-xl font-semibold">
          {i18n._("Your data and account")}
        </h2>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {i18n._("Everything you logged is kept and stays yours, with or without a plan.")}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ExportCard />
        <DeleteAccountCard />
      </div>
    </section>
  );
}
