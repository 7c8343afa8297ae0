import { z } from "zod";
import { msg } from "../i18n/msg.js";

/** Messages are the spec's (core 5, commercial 5): the browser and the server show the same text. */
export const authMessages = {
  usernameMin: msg("Username must be at least 3 characters"),
  passwordMin: msg("Password must be at least 6 characters"),
  email: msg("Please enter a valid email address"),
  gender: msg("Please select a gender"),
  confirmPassword: msg("Please confirm your password"),
  passwordsMatch: msg("Passwords do not match"),
  acceptTerms: msg("You must accept the Terms of Service and Privacy Policy"),
  invalidCredentials: msg("Invalid username or password"),
  usernameTaken: msg("Username already exists"),
  emailTaken: msg("An account with this email already exists"),
  authRequired: msg("Authentication required"),
  usernameReserved: msg("This username is reserved. Please choose another one."),
} as const;

/**
 * Names that read as the product's own staff. Nobody may register them: a role comes from the
 * stored row alone, and a name must not even look like one. Compared case- and width-insensitively.
 */
export const reservedUsernames = ["admin", "administrator", "root", "system", "support", "macrowise"] as const;

export function isReservedUsername(name: string): boolean {
  const folded = name.trim().normalize("NFKC").toLowerCase();
  return (reservedUsernames as readonly string[]).includes(folded);
}

export const genders = ["male", "female", "other"] as const;
export const genderSchema = z.enum(genders, { error: authMessages.gender });

const username = z
  .string({ error: authMessages.usernameMin })
  .trim()
  .min(3, authMessages.usernameMin)
  .max(50, msg("Username must be at most 50 characters"))
  .regex(/^[\p{L}\p{N}._-]+$/u, msg("Username may contain only letters, digits, dots, dashes and underscores"));
const password = z
  .string({ error: authMessages.passwordMin })
  .min(6, authMessages.passwordMin)
  .max(200, msg("Password must be at most 200 characters"));
const email = z
  .string({ error: authMessages.email })
  .trim()
  .max(254, authMessages.email)
  .pipe(z.email(authMessages.email));

export const loginRequestSchema = z.object({ username, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A name for a new account: an existing one may be reserved (an admin made by the operator), a new one may not. */
const newUsername = username.refine((name) => !isReservedUsername(name), authMessages.usernameReserved);

/** What the server accepts at POST /api/register. */
export const registerRequestSchema = z.object({
  username: newUsername,
  email,
  gender: genderSchema.default("other"),
  password,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form adds confirmation and consent; only the request part is sent. */
export const registerFormSchema = registerRequestSchema
  .extend({
    gender: genderSchema,
    confirmPassword: z.string().min(6, authMessages.confirmPassword),
    acceptTerms: z.boolean().refine((accepted) => accepted, authMessages.acceptTerms),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsMatch,
    path: ["confirmPassword"],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const subscriptionPlans = ["trial", "premium-monthly", "premium-yearly", "unlimited"] as const;
export const subscriptionPlanSchema = z.enum(subscriptionPlans);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  gender: genderSchema,
  isAdmin: z.boolean(),
  /** Legacy spelling some clients read. */
  is_admin: z.boolean(),
  isPremium: z.boolean(),
  trialActive: z.boolean(),
  hasActiveSubscription: z.boolean(),
  subscriptionPlan: subscriptionPlanSchema,
  demoMode: z.boolean(),
  createdAt: z.string(),
  /** False for accounts that only sign in with Google (account deletion then asks for the username). */
  hasPassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Who is signed in, for the app's own pages: a guest is `{ user: null }`, not a 401 in the console. */
export const sessionSchema = z.object({ user: userSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const trialStatusSchema = z.object({
  trialActive: z.boolean(),
  trialDaysLeft: z.number().int(),
  trialEndDate: z.string(),
  isPremium: z.boolean(),
  subscriptionPlan: subscriptionPlanSchema,
  /** False when the email or device already had a trial in the last 30 days. */
  trialGranted: z.boolean(),
  /** The 7 days after the trial in which everything still works (spec commercial 4 and 9). */
  graceActive: z.boolean(),
  graceDaysLeft: z.number().int(),
  graceEndDate: z.string().nullable(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

export const adminAccessRequestSchema = z.object({
  code: z.string().min(1, msg("Admin Access Code is required")).max(200),
});

export const firebaseAuthRequestSchema = z.object({
  idToken: z.string().min(1, "idToken is required").max(10_000),
});

export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({
  error: z.string().optional(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** With 402: the premium feature the caller's plan lacks. */
  feature: z.string().optional(),
  /** With 500: the request's id (also the X-Request-ID header), for a report to be found in the log. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
