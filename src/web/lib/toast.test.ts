import { describe, expect, it } from "vitest";
import { createToasts } from "./toast.js";

/** A stand-in for sonner's module that records what reached it, in order. */
function recordingSonner() {
  const calls: Array<[string, unknown, unknown]> = [];
  const record = (kind: string) => (message: unknown, options?: { id?: string | number }) => {
    calls.push([kind, message, options?.id]);
    return options?.id ?? 0;
  };
  const toast = Object.assign(record("message"), {
    success: record("success"),
    info: record("info"),
    warning: record("warning"),
    error: record("error"),
    loading: record("loading"),
    dismiss: (id?: string | number) => {
      calls.push(["dismiss", undefined, id]);
      return id ?? 0;
    },
  });
  return { calls, module: { toast, Toaster: () => null } as never };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toasts loaded with the first one", () => {
  it("loads nothing until a toast is shown, then loads once", async () => {
    const sonner = recordingSonner();
    let loads = 0;
    const { toast } = createToasts(async () => {
      loads++;
      return sonner.module;
    });
    await settle();
    expect(loads).toBe(0);
    toast.error("Login failed");
    toast.success("Saved");
    await settle();
    expect(loads).toBe(1);
    expect(sonner.calls.map(([kind, message]) => [kind, message])).toEqual([
      ["error", "Login failed"],
      ["success", "Saved"],
    ]);
  });

  it("returns a loading toast's id at once, and its update and dismissal reach sonner after it", async () => {
    const sonner = recordingSonner();
    const { toast } = createToasts(() => new Promise((resolve) => setTimeout(() => resolve(sonner.module), 5)));
    const id = toast.loading("Generating…");
    toast.success("Completed", { id });
    toast.dismiss(id);
    expect(sonner.calls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sonner.calls).toEqual([
      ["loading", "Generating…", id],
      ["success", "Completed", id],
      ["dismiss", undefined, id],
    ]);
  });

  it("gives each toast its own id unless the caller names one", async () => {
    const sonner = recordingSonner();
    const { toast } = createToasts(async () => sonner.module);
    const first = toast("Authentication Required");
    const second = toast.info("Copied");
    const named = toast.warning("Careful", { id: "mine" });
    expect(new Set([first, second, named]).size).toBe(3);
    expect(named).toBe("mine");
    await settle();
    expect(sonner.calls.map(([, , id]) => id)).toEqual([first, second, "mine"]);
  });

  it("lets the toaster wait for the first toast before it mounts", async () => {
    const sonner = recordingSonner();
    const { toast, toastsLoaded } = createToasts(async () => sonner.module);
    let loaded = false;
    void toastsLoaded().then(() => {
      loaded = true;
    });
    await settle();
    expect(loaded).toBe(false);
    toast.success("Saved");
    await settle();
    expect(loaded).toBe(true);
  });

  it("tries again after a failed load (offline), so later toasts and the toaster still come", async () => {
    const sonner = recordingSonner();
    let online = false;
    let loads = 0;
    const { toast, toastsLoaded } = createToasts(async () => {
      loads++;
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return sonner.module;
    });
    let mounted = false;
    void toastsLoaded().then(() => {
      mounted = true;
    });
    toast.error("Unable to add meal: you are offline");
    await settle();
    expect([loads, mounted, sonner.calls]).toEqual([1, false, []]);
    online = true;
    toast.success("Meal added");
    await settle();
    expect(loads).toBe(2);
    expect(mounted).toBe(true);
    expect(sonner.calls.map(([kind, message]) => [kind, message])).toEqual([["success", "Meal added"]]);
  });
});
