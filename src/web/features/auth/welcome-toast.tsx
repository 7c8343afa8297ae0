import { useEffect } from "react";
import { toast } from "sonner";
import { useUser } from "./api.js";
import { hasSeenWelcome, markWelcomeSeen } from "./welcome-flag.js";

/** Greets a signed-in user once per browser, for 5 s. Renders nothing. */
export function WelcomeToast() {
  const { user } = useUser();
  useEffect(() => {
    if (!user || user.demoMode || hasSeenWelcome()) return;
    markWelcomeSeen();
    toast.success(`Welcome, ${user.username}!`, { duration: 5000 });
  }, [user]);
  return null;
}
