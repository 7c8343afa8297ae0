import {
  BODY_RANGE_MAX_DAYS,
  type BodyRangeQuery,
  type CreateWeightRequest,
  isAllowedBodyDate,
  type UpdateWeightRequest,
  type Weight,
  type WeightTrend,
  weightMessages,
} from "../../../shared/contracts/weights.js";
import { dayNumber } from "../../../shared/domain/body/day-numbers.js";
import { trendWeight } from "../../../shared/domain/body/trend-weight.js";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { badRequest, notFound } from "../../errors.js";
import type { ProfileRepository } from "../profile/repository.js";
import { presentWeight } from "./present.js";
import type { WeighInFields, WeightsRepository } from "./repository.js";

/** Without `from`, a range starts this many days before `to`. */
export const DEFAULT_RANGE_DAYS = 90;

/**
 * A local date range from a query: `to` defaults to today, `from` to 90 days before; at most five
 * years and a few days (every date a weigh-in can have), else a 400.
 */
export function bodyRange(query: Pick<BodyRangeQuery, "from" | "to">, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -DEFAULT_RANGE_DAYS);
  if (to < from) throw badRequest(weightMessages.toBeforeFrom, { to: weightMessages.toBeforeFrom });
  if (dayNumber(to) - dayNumber(from) + 1 > BODY_RANGE_MAX_DAYS) {
    const message = `A range can be at most ${BODY_RANGE_MAX_DAYS} days`;
    throw badRequest(message, { from: message });
  }
  return { from, to };
}

export function weightsService(repo: WeightsRepository, profiles: ProfileRepository, clock: () => Date) {
  const today = (timeZone: string) => localDayOf(clock(), timeZone);

  function checkDate(date: string, timeZone: string): void {
    if (!isAllowedBodyDate(date, today(timeZone))) {
      throw badRequest(weightMessages.dateRange, { date: weightMessages.dateRange });
    }
  }

  return {
    async list(userId: number, query: BodyRangeQuery, timeZone: string): Promise<Weight[]> {
      const { from, to } = bodyRange(query, today(timeZone));
      return (await repo.list(userId, from, to)).map(presentWeight);
    },

    /** A new day's weigh-in (`created`), or the day's weigh-in replaced. */
    async record(
      userId: number,
      input: CreateWeightRequest,
      timeZone: string,
    ): Promise<{ weight: Weight; created: boolean }> {
      checkDate(input.date, timeZone);
      const row = await repo.upsert(userId, { date: input.date, weightKg: input.weightKg, note: input.note || null });
      return { weight: presentWeight(row), created: row.inserted };
    },

    async update(userId: number, id: number, input: UpdateWeightRequest, timeZone: string): Promise<Weight> {
      if (input.date !== undefined) checkDate(input.date, timeZone);
      const patch: Partial<WeighInFields> = {};
      if (input.date !== undefined) patch.date = input.date;
      if (input.weightKg !== undefined) patch.weightKg = input.weightKg;
      if (input.note !== undefined) patch.note = input.note || null;
      const row =
        Object.keys(patch).length === 0 ? await repo.findOwned(userId, id) : await repo.update(userId, id, patch);
      if (!row) throw notFound(weightMessages.notFound);
      return presentWeight(row);
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(weightMessages.notFound);
    },

    /**
     * The trend chart from..to (shared/domain/body/trend-weight.ts): every weigh-in up to `to` is
     * read (the average starts at the first; five years are 1,800 rows of two columns), with the
     * profile's goal weight.
     */
    async trend(userId: number, query: BodyRangeQuery, timeZone: string): Promise<WeightTrend> {
      const range = bodyRange(query, today(timeZone));
      const [weighIns, profile] = await Promise.all([repo.upTo(userId, range.to), profiles.findByUser(userId)]);
      const { points, changes, latest } = trendWeight(weighIns, range);
      return { ...range, points, changes, latest, goalWeightKg: profile?.goalWeightKg ?? null };
    },
  };
}

export type WeightsService = ReturnType<typeof weightsService>;
