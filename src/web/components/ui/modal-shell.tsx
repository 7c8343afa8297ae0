import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { focusRing } from "./focus-ring.js";

/**
 * What a centred dialog and a side sheet share: the portal, the dimmed overlay, and a labelled close
 * button. Each passes its own placement (`className`) and where the close button sits.
 */
export function ModalShell({
  className,
  closeClassName,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeClassName: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-neutral-950/50 backdrop-blur-sm" />
      <DialogPrimitive.Content className={className} {...props}>
        {children}
        <DialogPrimitive.Close
          className={cn(
            "absolute rounded-md p-1 text-neutral-500 hover:bg-neutral-100 dark:hover:bg-neutral-800",
            closeClassName,
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
