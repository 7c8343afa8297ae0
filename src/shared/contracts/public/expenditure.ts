import { z } from "zod";
import { checkInDecisionSchema, checkInProposalSchema, checkInSchema } from "../check-ins.js";
import { expenditureHistoryPointSchema, expenditureSchema } from "../expenditure.js";
import { exampleDate, type OperationDoc, publicLocalDateSchema } from "./common.js";
import { publicGoalSchema } from "./goals.js";

/**
 * /api/v1/expenditure and the weekly check-in (issue 26): the measured energy expenditure with its
 * 95 % interval, its history, this week's proposal, the stored check-ins, and accepting or declining.
 */
export const publicExpenditureSchema = expenditureSchema.meta({
  id: "Expenditure",
  description:
    "Your measured energy expenditure, kcal per day, from the 28 days before today: status (collecting: too little data, the formula shown; updating; holding: the last figure kept, `reason` says why), the figure with its 95 % interval (low, high) and confidence, the formula estimate it starts from, and the complete days and weigh-ins it used",
});
export type PublicExpenditure = z.infer<typeof publicExpenditureSchema>;

export const publicExpenditureHistoryQuerySchema = z
  .object({
    from: publicLocalDateSchema("from").optional().describe("First day, 'YYYY-MM-DD'; default: 90 days before `to`"),
    to: publicLocalDateSchema("to").optional().describe("Last day, 'YYYY-MM-DD'; default: today"),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    message: "to cannot be before from",
    path: ["to"],
  });
export type PublicExpenditureHistoryQuery = z.infer<typeof publicExpenditureHistoryQuerySchema>;

export const publicExpenditureHistorySchema = z.array(
  expenditureHistoryPointSchema.meta({
    id: "ExpenditurePoint",
    description: "The expenditure as it stood on a day, from the 28 days before it",
  }),
);

export const publicCheckInProposalSchema = checkInProposalSchema.meta({
  id: "CheckInProposal",
  description:
    "This week's proposal: calories and macros from the measured expenditure and your goal's rate, within 150 kcal a day of the active goal unless you accept more, never under the safety floor, with one sentence of why",
});
export type PublicCheckInProposal = z.infer<typeof publicCheckInProposalSchema>;

export const publicCheckInSchema = checkInSchema.meta({
  id: "CheckIn",
  description: "A stored check-in: the figures it was made from, what was proposed, and whether it was accepted",
});
export type PublicCheckIn = z.infer<typeof publicCheckInSchema>;
export const publicCheckInListSchema = z.array(publicCheckInSchema);

export const publicCheckInDecisionSchema = z
  .object({
    accept: checkInDecisionSchema.shape.accept.describe("true: the proposal becomes your active goal; false: declined"),
    acceptLargerChange: checkInDecisionSchema.shape.acceptLargerChange.describe(
      "Take the full change even when it is more than 150 kcal a day from the active goal (default false)",
    ),
  })
  .meta({ id: "CheckInDecision", description: "Accept or decline this week's proposal; either is stored" });
export type PublicCheckInDecision = z.infer<typeof publicCheckInDecisionSchema>;

export const publicCheckInResultSchema = z
  .object({
    checkIn: publicCheckInSchema,
    goal: publicGoalSchema.nullable().describe("The new active goal when accepted, else null"),
  })
  .meta({ id: "CheckInResult", description: "The stored check-in and, when accepted, the goal it created" });
export type PublicCheckInResult = z.infer<typeof publicCheckInResultSchema>;

const exampleExpenditure = {
  status: "updating",
  expenditure: 2480,
  low: 2290,
  high: 2670,
  confidence: "medium",
  formula: 2390,
  completeDays: 21,
  weighIns: 14,
  windowDays: 28,
};
const exampleCheckIn = {
  id: 3,
  date: exampleDate,
  expenditure: 2480,
  low: 2290,
  high: 2670,
  confidence: "medium",
  slopeKgPerWeek: -0.42,
  completeDays: 21,
  weighIns: 14,
  calories: 1950,
  proteins: 150,
  carbs: 190,
  fats: 65,
  // As shared/i18n/body-sentences.ts writes it in English (body-sentences.test.ts checks it does).
  why: "Your measured expenditure is 2,480 kcal a day. Losing 0.5 kg a week takes about 550 kcal less: 1,930 kcal a day. This week it is eased to 1,950 kcal (at most 150 kcal from last week's 2,100 kcal).",
  accepted: true,
  goalId: 8,
  createdAt: "2026-05-11T08:00:00.000Z",
};
const tag = "Expenditure and check-in";

export const publicExpenditureOperations = {
  get: {
    operationId: "getExpenditure",
    tag,
    summary: "Get the measured expenditure",
    description:
      "Your energy expenditure measured from the intake of complete days and the weigh-ins of the last 28 days, blended with the formula estimate, with its 95 % interval; 404 without a profile.",
    scope: "read",
    errors: [404],
    example: { status: 200, response: exampleExpenditure },
  },
  history: {
    operationId: "getExpenditureHistory",
    tag,
    summary: "Get the expenditure's history",
    description:
      "The figure as it stood at the end of each day from `from` to `to` (at most a year); 404 without a profile.",
    scope: "read",
    errors: [404],
    example: {
      query: { from: "2026-05-10", to: exampleDate },
      status: 200,
      response: [
        { date: "2026-05-10", status: "updating", expenditure: 2470, low: 2280, high: 2660, confidence: "medium" },
        { date: exampleDate, status: "updating", expenditure: 2480, low: 2290, high: 2670, confidence: "medium" },
      ],
    },
  },
  proposal: {
    operationId: "getCheckInProposal",
    tag,
    summary: "Get this week's check-in",
    description:
      "Next week's calories and macros proposed from the measured expenditure and your goal (lose, maintain or gain, and its rate); `due` is true on your check-in weekday when none was stored in the last 6 days. 404 without a profile.",
    scope: "read",
    errors: [404],
    example: {
      status: 200,
      response: {
        date: exampleDate,
        weekday: "monday",
        due: true,
        expenditure: exampleExpenditure,
        goalDirection: "lose",
        rateKgPerWeek: 0.5,
        previousCalories: 2100,
        calories: 1950,
        proteins: 150,
        carbs: 190,
        fats: 65,
        target: 1930,
        limitedBy: "weekly-change",
        rateCapped: false,
        floor: 1500,
        why: exampleCheckIn.why,
      },
    },
  },
  list: {
    operationId: "listCheckIns",
    tag,
    summary: "List check-ins",
    description: "Your stored check-ins, newest first, accepted or declined.",
    scope: "read",
    example: { status: 200, response: [exampleCheckIn] },
  },
  decide: {
    operationId: "decideCheckIn",
    tag,
    summary: "Accept or decline this week's check-in",
    description:
      "Stores this week's check-in; accepted, its calories and macros become your active nutrition goal. 404 without a profile.",
    scope: "write",
    errors: [404],
    example: {
      body: { accept: true, acceptLargerChange: false },
      status: 201,
      response: {
        checkIn: exampleCheckIn,
        goal: {
          id: 8,
          name: "Check-in May 11, 2026",
          calories: 1950,
          proteins: 150,
          carbs: 190,
          fats: 65,
          startDate: exampleDate,
          endDate: null,
          description: exampleCheckIn.why,
          isActive: true,
          createdAt: "2026-05-11T08:00:00.000Z",
          updatedAt: "2026-05-11T08:00:00.000Z",
        },
      },
    },
  },
} satisfies Record<string, OperationDoc>;
