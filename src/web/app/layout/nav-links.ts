import { msg } from "../../../shared/i18n/msg.js";

export interface NavLinkItem {
  to: string;
  /** A catalog message: shown as `i18n._(label)`. */
  label: string;
}

export const publicNavLinks: readonly NavLinkItem[] = [
  { to: "/guide", label: msg("Guide") },
  { to: "/pricing", label: msg("Pricing") },
  { to: "/install", label: msg("Install App") },
  { to: "/contatti", label: msg("Contact") },
];

export function accountNavLink(signedIn: boolean): NavLinkItem {
  return signedIn ? { to: "/home", label: msg("Dashboard") } : { to: "/auth", label: msg("Login/Register") };
}
