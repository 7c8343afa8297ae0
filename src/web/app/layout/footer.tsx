import { Link } from "react-router";
import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";

const footerLinks = [
  { to: "/guide", label: "User Guide" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/contatti", label: "Contact" },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-neutral-400">
        <p>© {new Date().getFullYear()} Macrowise. Eat well, track simply.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={cn("rounded hover:text-emerald-700 dark:hover:text-emerald-400", focusRing)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
