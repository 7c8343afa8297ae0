import { ChevronDown, CircleUser } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, Suspense, useState } from "react";
import type { User } from "../../../shared/contracts/auth.js";
import { buttonClasses } from "../../components/ui/button.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { preloadableLazy } from "../../lib/preloadable-lazy.js";

// The menu itself (Radix's dropdown and its positioning) loads when first wanted: a page shows,
// hydrates and answers without it, and the button below looks and reads the same as its trigger.
const UserMenu = preloadableLazy(async () => (await import("./user-menu.js")).UserMenu);

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

function MenuButton({ user, onOpen }: { user: User; onOpen?: () => void }) {
  const openOnPress = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) onOpen?.();
  };
  const openOnKey = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen?.();
  };
  return (
    <button
      type="button"
      className={cn(buttonClasses("ghost", "sm"), "max-w-44")}
      aria-label={i18n._("{username}, User menu", { username: user.username })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void UserMenu.preload()}
      onFocus={() => void UserMenu.preload()}
      onPointerDown={openOnPress}
      onKeyDown={openOnKey}
    >
      <CircleUser aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
      <span className="hidden truncate sm:inline">{user.username}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </button>
  );
}

/** The signed-in person's menu: a plain button until first opened, then the dropdown, open. */
export function UserMenuSlot({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <MenuButton user={user} onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<MenuButton user={user} />}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}
