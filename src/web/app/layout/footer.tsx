import { Link } from "react-router";
import { msg } from "../../../shared/i18n/msg.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";

/** Labels are catalog messages, shown as `i18n._(label)`. */
const footerLinks = [
  { to: "/guide", label: msg("User Guide") },
  { to: "/privacy-policy", label: msg("Privacy Policy") },
  { to: "/terms-of-service", label: msg("Terms of Service") },
  { to: "/contatti", label: msg("Contact") },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-neutral-400">
        <p>{i18n._("© {year} Macrowise. Eat well, track simply.", { year: new Date().getFullYear() })}</p>
        <nav aria-label={i18n._("Footer")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={cn("rounded hover:text-emerald-700 dark:hover:text-emerald-400", focusRing)}
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
