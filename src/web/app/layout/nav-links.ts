export interface NavLinkItem {
  to: string;
  label: string;
}

export const publicNavLinks: readonly NavLinkItem[] = [
  { to: "/guide", label: "Guide" },
  { to: "/pricing", label: "Pricing" },
  { to: "/install", label: "Install App" },
  { to: "/contatti", label: "Contact" },
];

export function accountNavLink(signedIn: boolean): NavLinkItem {
  return signedIn ? { to: "/home", label: "Dashboard" } : { to: "/auth", label: "Login/Register" };
}
