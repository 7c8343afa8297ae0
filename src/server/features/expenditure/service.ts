import type { CheckIn, CheckInDecision, CheckInProposal, CheckInResult } from "../../../shared/contracts/check-ins.js";
import { type DayStatusView, dayStatusMessages } from "../../../shared/contracts/day-status.js";
import {
  EXPENDITURE_HISTORY_MAX_DAYS,
  type Expenditure,
  type ExpenditureHistoryPoint,
  type ExpenditureHistoryQuery,
  expenditureMessages,
} from "../../../shared/contracts/expenditure.js";
import type { Goal } from "../../../shared/contracts/goals.js";
import { type BodyRangeQuery, isAllowedBodyDate } from "../../../shared/contracts/weights.js";
import {
  EXPENDITURE_WINDOW_DAYS,
  estimateExpenditureWithDetails,
  expenditureHistory,
  HOLD_LOOKBACK_DAYS,
} from "../../../shared/domain/body/expenditure.js";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { checkInGoalName } from "../../../shared/i18n/body-sentences.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import { badRequest, HttpError, notFound } from "../../errors.js";
import { i18nFor } from "../../i18n.js";
import type { GoalsService } from "../goals/service.js";
import { bodyRange } from "../weights/service.js";
import { dayStatuses, expenditureDays } from "./body-days.js";
import { checkInRow, presentCheckIn, presentExpenditure, proposal } from "./check-in.js";
import { formulaOf } from "./formula.js";
import type { ExpenditureRepository } from "./repository.js";

/** Days before a day that its expenditure reads: the 28-day window and the look-back for a held value. */
const LOOK_BACK_DAYS = EXPENDITURE_WINDOW_DAYS + HOLD_LOOKBACK_DAYS;

export function expenditureService(repo: ExpenditureRepository, goals: GoalsService, clock: () => Date) {
  const today = (timeZone: string) => localDayOf(clock(), timeZone);

  /** The person's log up to yesterday, with the profile: what the expenditure and check-in read. */
  async function current(userId: number, timeZone: string) {
    const day = today(timeZone);
    const first = addDays(day, -LOOK_BACK_DAYS);
    const log = await repo.bodyLog(userId, timeZone, first, day);
    if (!log.profile) throw notFound(expenditureMessages.noProfile);
    const formula = formulaOf(log.profile);
    const views = dayStatuses(log, first, addDays(day, -1), formula);
    const details = estimateExpenditureWithDetails({
      days: expenditureDays(views),
      weighIns: log.weighIns,
      formulaKcal: formula,
      startingKcal: log.profile.startingExpenditure,
      today: day,
      previous: log.lastCheckIn,
    });
    return { today: day, log, profile: log.profile, details };
  }

  /** The active goal, or null without one (any other failure is one). */
  async function activeGoal(userId: number): Promise<Goal | null> {
    try {
      return await goals.active(userId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function propose(userId: number, timeZone: string, acceptLargerChange: boolean, locale: Locale) {
    const [now, active] = await Promise.all([current(userId, timeZone), activeGoal(userId)]);
    return { now, active, proposal: proposal(now, active, acceptLargerChange, i18nFor(locale)) };
  }

  return {
    /**
     * GET /api/expenditure: the domain's answer, its reason written in `locale` (English for
     * /api/v1, whose examples are English).
     */
    async expenditure(userId: number, timeZone: string, locale: Locale = "en"): Promise<Expenditure> {
      return presentExpenditure((await current(userId, timeZone)).details.estimate, i18nFor(locale));
    },

    /** GET /api/expenditure/history: the figure as it stood on each day (at most a year). */
    async history(
      userId: number,
      query: ExpenditureHistoryQuery,
      timeZone: string,
    ): Promise<ExpenditureHistoryPoint[]> {
      const day = today(timeZone);
      const to = query.to ?? day;
      const from = query.from ?? addDays(to, -90);
      if (addDays(from, EXPENDITURE_HISTORY_MAX_DAYS) <= to) {
        const message = `A history can be at most ${EXPENDITURE_HISTORY_MAX_DAYS} days`;
        throw badRequest(message, { from: message });
      }
      const first = addDays(from, -LOOK_BACK_DAYS);
      const log = await repo.bodyLog(userId, timeZone, first, to);
      if (!log.profile) throw notFound(expenditureMessages.noProfile);
      const formula = formulaOf(log.profile);
      const views = dayStatuses(log, first, addDays(to, -1), formula);
      const input = {
        days: expenditureDays(views),
        weighIns: log.weighIns,
        formulaKcal: formula,
        startingKcal: log.profile.startingExpenditure,
      };
      return expenditureHistory(input, { from, to });
    },

    /** GET /api/day-status: every day of the range with its status. */
    async dayStatuses(userId: number, query: BodyRangeQuery, timeZone: string): Promise<DayStatusView[]> {
      const { from, to } = bodyRange(query, today(timeZone));
      const log = await repo.bodyLog(userId, timeZone, from, to);
      return dayStatuses(log, from, to, log.profile ? formulaOf(log.profile) : 0);
    },

    /** PUT /api/day-status/:date: partial, fasted, or auto (the mark removed). */
    async mark(userId: number, date: string, status: "partial" | "fasted" | "auto", timeZone: string) {
      if (!isAllowedBodyDate(date, today(timeZone))) {
        throw badRequest(dayStatusMessages.dateRange, { date: dayStatusMessages.dateRange });
      }
      await repo.mark(userId, date, status === "auto" ? null : status);
      const log = await repo.bodyLog(userId, timeZone, date, date);
      const [view] = dayStatuses(log, date, date, log.profile ? formulaOf(log.profile) : 0);
      if (!view) throw new Error("no day status for one day");
      return view;
    },

    /** GET /api/check-in: this week's proposal, its why written in `locale`. */
    async proposal(userId: number, timeZone: string, locale: Locale = "en"): Promise<CheckInProposal> {
      return (await propose(userId, timeZone, false, locale)).proposal;
    },

    /**
     * POST /api/check-in: stored either way; accepted, it becomes the active goal, named and
     * described in `locale` (the person's language when they decided).
     */
    async decide(
      userId: number,
      decision: CheckInDecision,
      timeZone: string,
      locale: Locale = "en",
    ): Promise<CheckInResult> {
      const { now, proposal: offer } = await propose(userId, timeZone, decision.acceptLargerChange, locale);
      let goal: Goal | null = null;
      if (decision.accept) {
        goal = await goals.create(
          userId,
          {
            name: checkInGoalName(i18nFor(locale), now.today),
            calories: offer.calories,
            proteins: offer.proteins,
            carbs: offer.carbs,
            fats: offer.fats,
            startDate: now.today,
            description: offer.why,
            isActive: true,
          },
          timeZone,
        );
      }
      const stored = await repo.insertCheckIn(checkInRow(userId, now, offer, goal));
      return { checkIn: presentCheckIn(stored), goal };
    },

    async checkIns(userId: number): Promise<CheckIn[]> {
      return (await repo.listCheckIns(userId)).map(presentCheckIn);
    },
  };
}

export type ExpenditureService = ReturnType<typeof expenditureService>;
