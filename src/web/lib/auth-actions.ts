import { msg } from "../../shared/i18n/msg.js";

/**
 * The /auth?action=... values and the hint each one shows above the Register form: catalog
 * messages, shown as `i18n._(hint)`.
 */
export const authActionHints = {
  "register-to-add-meals": msg("Create a free account to add meals and keep your food diary in one place."),
  "register-to-create-goals": msg("Create a free account to set nutrition goals and follow your progress toward them."),
  "register-to-complete-profile": msg(
    "Create a free account to complete your profile and see your BMI and metabolism figures.",
  ),
  "register-for-ai-recommendations": msg(
    "Create a free account to unlock personalised AI recommendations, free for 5 days.",
  ),
} as const;

export type AuthAction = keyof typeof authActionHints;

export function authActionHint(action: string | null): string | null {
  if (!action || !Object.hasOwn(authActionHints, action)) return null;
  return authActionHints[action as AuthAction];
}

/** Where a guest goes when an action needs an account. */
export function authActionPath(action: AuthAction): string {
  return `/auth?action=${action}`;
}

/** Where a guest goes from an AI feature (its gate, its sample suggestions, its toast). */
export const aiRegisterPath = authActionPath("register-for-ai-recommendations");
