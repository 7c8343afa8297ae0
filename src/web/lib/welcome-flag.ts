/** Local flag so the welcome toast shows once per browser. */
export const WELCOME_FLAG_KEY = "macrowise.welcomeShown";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const hasSeenWelcome = () => storage()?.getItem(WELCOME_FLAG_KEY) === "true";
export const markWelcomeSeen = () => storage()?.setItem(WELCOME_FLAG_KEY, "true");
export const clearWelcomeFlag = () => storage()?.removeItem(WELCOME_FLAG_KEY);
