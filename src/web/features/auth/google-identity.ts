/** A minimal loader for Google Identity Services; only the calls Macrowise uses are typed. */
interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
}

export interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const SCRIPT_URL = "https://accounts.google.com/gsi/client";
let loading: Promise<GoogleIdentity> | null = null;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error("Google Identity Services did not load"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("Google Identity Services could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
