import {
  ChevronDown,
  CircleUser,
  CreditCard,
  FileCode,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Receipt,
  Scale,
  Settings,
  User,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { User as AppUser } from "../../../shared/contracts/auth.js";
import { buttonClasses } from "../../components/ui/button.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { usePaymentsConfig } from "../../lib/payments-config.js";

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenuItem>
  );
}

const iconClass = "size-4 text-neutral-500";

export function UserMenu({ user, defaultOpen = false }: { user: AppUser; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const isAdmin = user.isAdmin || user.is_admin;
  const hasApiAccess = user.isPremium || isAdmin;
  const provider = usePaymentsConfig().data?.provider;
  // Payment entries show only where they work: never with billing off; the test payment (the
  // server allows it to admins only) for admins; Stripe Settings for admins (the page explains how
  // to turn Stripe on when the built-in checkout is in use).
  const billing = provider !== undefined && provider !== "off";

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={cn(buttonClasses("ghost", "sm"), "max-w-44")}
        // The name holds the visible text (the username), as WCAG 2.5.3 asks, then what the button is.
        aria-label={i18n._("{username}, User menu", { username: user.username })}
      >
        <CircleUser aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
        <span className="hidden truncate sm:inline">{user.username}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{i18n._("Signed in as {username}", { username: user.username })}</DropdownMenuLabel>
        <MenuLink to="/profile" icon={<User aria-hidden="true" className={iconClass} />}>
          {i18n._("Profile")}
        </MenuLink>
        <MenuLink to="/body" icon={<Scale aria-hidden="true" className={iconClass} />}>
          {i18n._("Body & energy")}
        </MenuLink>
        {billing && (
          <MenuLink to="/account/subscription" icon={<Receipt aria-hidden="true" className={iconClass} />}>
            {i18n._("Subscription")}
          </MenuLink>
        )}
        {billing && isAdmin && (
          <MenuLink to="/checkout?amount=999" icon={<CreditCard aria-hidden="true" className={iconClass} />}>
            {i18n._("Test Direct Payment")}
          </MenuLink>
        )}
        {hasApiAccess && (
          <>
            <MenuLink to="/api-keys" icon={<KeyRound aria-hidden="true" className={iconClass} />}>
              {i18n._("API Keys")}
            </MenuLink>
            <MenuLink to="/api-docs" icon={<FileCode aria-hidden="true" className={iconClass} />}>
              {i18n._("API Documentation")}
            </MenuLink>
          </>
        )}
        {isAdmin && (
          <>
            <DropdownMenuSeparator />
            <MenuLink to="/admin" icon={<LayoutDashboard aria-hidden="true" className={iconClass} />}>
              {i18n._("Admin Dashboard")}
            </MenuLink>
            {billing && (
              <MenuLink to="/admin/stripe-settings" icon={<Settings aria-hidden="true" className={iconClass} />}>
                {i18n._("Stripe Settings")}
              </MenuLink>
            )}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/logout-page")}>
          <LogOut aria-hidden="true" className={iconClass} />
          {i18n._("Log out")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
