import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { toastsLoaded } from "../lib/toast.js";

/** Sonner's toaster, mounted when the first toast loads it (`lib/toast.ts`); nothing until then. */
export function ToasterSlot(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void toastsLoaded().then((sonner) => mounted && setToaster(() => sonner.Toaster));
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
