import { Menu, X } from "lucide-react";
import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Button } from "../../components/ui/button.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { TrialBadge } from "../../features/trial/trial-badge.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { useBillingOff } from "../../lib/payments-config.js";
import { useUser } from "../../lib/session.js";
import { useHydrated } from "../../lib/use-hydrated.js";
import { Brand } from "./brand.js";
import { LanguageSwitch } from "./language-switch.js";
import { accountNavLink, publicNavLinks } from "./nav-links.js";
import { UserMenuSlot } from "./user-menu-slot.js";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-neutral-100 hover:text-neutral-900 dark:hover:bg-neutral-800 dark:hover:text-white",
    isActive ? "text-emerald-700 dark:text-emerald-400" : "text-neutral-600 dark:text-neutral-300",
    focusRing,
  );

export function Navbar() {
  const { user } = useUser();
  const location = useLocation();
  // The phone menu belongs to one location: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const billingOff = useBillingOff();
  // On a page rendered by the server the menu opens once React has taken it over; until then the
  // button says so by being disabled, rather than ignoring a tap.
  const hydrated = useHydrated();
  // Under PAYMENTS_PROVIDER=off there is nothing to price: no Pricing link at all.
  const links = [
    ...publicNavLinks.filter((link) => !billingOff || link.to !== "/pricing"),
    accountNavLink(user !== null),
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/90 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/90">
      <nav aria-label={i18n._("Main")} className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Brand />
        <ul className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {i18n._(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          {user && <TrialBadge className="hidden sm:inline-flex" />}
          {user && <UserMenuSlot user={user} />}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? i18n._("Close menu") : i18n._("Open menu")}
            aria-expanded={open}
            aria-controls="mobile-menu"
            disabled={!hydrated}
            onClick={() => setOpenAt(open ? null : location.key)}
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-neutral-200 px-4 py-3 md:hidden dark:border-neutral-800">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={(state) => cn(linkClass(state), "block")}>
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          {user && <TrialBadge className="mt-3 sm:hidden" />}
        </div>
      )}
    </header>
  );
}
