import type { ExternalToast } from "sonner";

type Sonner = Pick<typeof import("sonner"), "toast" | "Toaster">;
type Kind = "message" | "success" | "info" | "warning" | "error" | "loading";
type Message = Parameters<Sonner["toast"]["success"]>[0];

/**
 * Toasts through sonner, loaded with the first toast rather than with the app: its module, and
 * the stylesheet it inserts as it is evaluated, ran on every page view before the page answered a
 * tap, for a toast most views never show. A toast asked for before sonner is in waits for it (a
 * few milliseconds: the service worker has the chunk) and keeps its place, since every call goes
 * through the same promise: a toast and its later update or dismissal stay in order. Each gets its
 * id here, so `loading` returns one at once for the update that replaces it.
 */
export function createToasts(load: () => Promise<Sonner>) {
  let sonner: Promise<Sonner> | undefined;
  const waiting: Array<(sonner: Promise<Sonner>) => void> = [];
  let counter = 0;

  const withSonner = (use: (sonner: Sonner) => void) => {
    if (!sonner) {
      sonner = load();
      for (const wake of waiting.splice(0)) wake(sonner);
    }
    void sonner.then(use);
  };
  const show = (kind: Kind) => (message: Message, options?: ExternalToast) => {
    const id = options?.id ?? `toast-${++counter}`;
    withSonner(({ toast }) => {
      if (kind === "message") toast(message as Parameters<typeof toast>[0], { ...options, id });
      else toast[kind](message, { ...options, id });
    });
    return id;
  };

  return {
    toast: Object.assign(show("message"), {
      success: show("success"),
      info: show("info"),
      warning: show("warning"),
      error: show("error"),
      loading: show("loading"),
      dismiss: (id?: string | number) => withSonner(({ toast }) => void toast.dismiss(id)),
    }),
    /** Sonner, once the first toast has asked for it: the toaster mounts then. */
    toastsLoaded: (): Promise<Sonner> => sonner ?? new Promise((resolve) => waiting.push(resolve)),
  };
}

export const { toast, toastsLoaded } = createToasts(() => import("sonner"));
