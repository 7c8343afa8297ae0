import { useEffect } from "react";
import { i18n } from "../../lib/i18n.js";
import { useUser } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { hasSeenWelcome, markWelcomeSeen } from "../../lib/welcome-flag.js";

/**
 * Greets a signed-in user once per browser, for 5 s. Renders nothing. The toast waits for an idle
 * moment: shown as the page is taken over, its render and measuring joined the hydration's task.
 */
export function WelcomeToast() {
  const { user } = useUser();
  useEffect(() => {
    if (!user || user.demoMode || hasSeenWelcome()) return;
    const greet = () => {
      markWelcomeSeen();
      toast.success(i18n._("Welcome, {username}!", { username: user.username }), { duration: 5000 });
    };
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(greet, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(greet, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [user]);
  return null;
}
