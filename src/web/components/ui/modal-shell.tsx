import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, useRef } from "react";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { focusRing } from "./focus-ring.js";

/**
 * The last element focused outside a menu. A dialog opened from a menu item opens as the menu
 * closes, when the item is gone: what opened it is then the menu's trigger, focused last.
 */
let lastFocusedOutsideMenus: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="menu"]')) lastFocusedOutsideMenus = target;
    },
    true,
  );
}

function openerOf(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="menu"]')) return active;
  return lastFocusedOutsideMenus;
}

/**
 * What a centred dialog and a side sheet share: the portal, the dimmed overlay, and a labelled close
 * button. Each passes its own placement (`className`) and where the close button sits.
 *
 * Closing (Escape, Close, Cancel) puts the focus back on whatever opened the dialog. Radix does
 * that only for its own Trigger; our dialogs are mostly opened from row buttons and menus by
 * state, and the focus then fell to the page body. The element focused when the dialog opened (or
 * the menu trigger behind a menu item) is remembered and focused again, when it is still on the page.
 */
export function ModalShell({
  className,
  closeClassName,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeClassName: string }) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-neutral-950/50 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={className}
        onOpenAutoFocus={(event) => {
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className={cn(
            "absolute rounded-md p-1 text-neutral-500 hover:bg-neutral-100 dark:hover:bg-neutral-800",
            closeClassName,
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{i18n._("Close")}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
