import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { userIdSchema } from "./common.js";
import { expenditureConfidences, expenditureSchema } from "./expenditure.js";
import { goalSchema } from "./goals.js";

/**
 * The weekly check-in (issue 26, 5): next week's calories and macros from the measured expenditure
 * and the goal rate, changed by at most 150 kcal a day from last week unless the person accepts
 * more, never under the safety floor. Accepting creates a goal in the goal history.
 */
export const goalDirections = ["lose", "maintain", "gain"] as const;
export type GoalDirection = (typeof goalDirections)[number];
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** The largest change a check-in proposes unless the person accepts more, kcal per day. */
export const CHECK_IN_MAX_STEP_KCAL = 150;

export const checkInMessages = {
  accept: msg("accept must be true or false"),
  acceptLargerChange: msg("acceptLargerChange must be true or false"),
  noProfile: msg("Create your profile first: the check-in starts from it"),
} as const;

export const checkInProposalSchema = z.object({
  /** Today, the person's local day. */
  date: z.string(),
  /** The profile's check-in weekday. */
  weekday: z.enum(weekdays),
  /** True when today is the check-in day and no check-in was stored in the last 6 days. */
  due: z.boolean(),
  expenditure: expenditureSchema,
  goalDirection: z.enum(goalDirections),
  /** kg per week, after the 1 %-of-body-weight cap (0 when maintaining). */
  rateKgPerWeek: z.number(),
  /** The active goal's calories, or null without one. */
  previousCalories: z.number().int().nullable(),
  /** The proposal, within 150 kcal of `previousCalories`. */
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  /** Expenditure plus the rate's energy, before the 150 kcal limit and the floor: what accepting more gives. */
  target: z.number().int(),
  /** What moved the proposal off `target`. */
  limitedBy: z.enum(["none", "weekly-change", "safety-floor"]),
  /** True when the wished rate was above 1 % of the body weight a week. */
  rateCapped: z.boolean(),
  /** The safety floor, kcal per day (the BMR, at least 1,200 women / 1,500 men): no proposal is under it. */
  floor: z.number().int(),
  /** One sentence of why. */
  why: z.string(),
});
export type CheckInProposal = z.infer<typeof checkInProposalSchema>;

/** POST /api/check-in: accept (a new active goal) or decline; either is stored. */
export const checkInDecisionSchema = z.object({
  accept: z.boolean({ error: checkInMessages.accept }),
  /** Accept the full change even when it is more than 150 kcal from last week. */
  acceptLargerChange: z.boolean({ error: checkInMessages.acceptLargerChange }).default(false),
  userId: userIdSchema,
});
export type CheckInDecision = z.infer<typeof checkInDecisionSchema>;
export type CheckInDecisionInput = z.input<typeof checkInDecisionSchema>;

export const checkInSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  expenditure: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  confidence: z.enum(expenditureConfidences),
  /** The weigh-ins' least-squares slope, kg per week; null when there were too few. */
  slopeKgPerWeek: z.number().nullable(),
  completeDays: z.number().int(),
  weighIns: z.number().int(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  why: z.string(),
  accepted: z.boolean(),
  /** The goal accepting created, or null. */
  goalId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export const checkInListSchema = z.array(checkInSchema);

/** POST /api/check-in's answer: the stored check-in and, when accepted, the new active goal. */
export const checkInResultSchema = z.object({ checkIn: checkInSchema, goal: goalSchema.nullable() });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const checkInQuerySchema = z.object({ userId: userIdSchema });
