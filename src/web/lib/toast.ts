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
  let loaded: (sonner: Sonner) => void = () => {};
  const firstLoad = new Promise<Sonner>((resolve) => {
    loaded = resolve;
  });
  let counter = 0;

  const withSonner = (use: (sonner: Sonner) => void) => {
    if (!sonner) {
      const attempt = load();
      sonner = attempt;
      // Offline before any toast was shown, sonner's chunk cannot load: that toast is lost (the
      // forms say offline in their own words), and the next toast tries again, instead of every
      // toast of the page's life failing on the one remembered rejection.
      attempt.then(loaded, () => {
        if (sonner === attempt) sonner = undefined;
      });
    }
    sonner.then(use, () => {});
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
    toastsLoaded: (): Promise<Sonner> => firstLoad,
  };
}

export const { toast, toastsLoaded } = createToasts(() => import("sonner"));
