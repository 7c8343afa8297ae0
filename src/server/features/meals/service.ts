import {
  type CopyDayRequest,
  type CreateMealRequest,
  type ListMealsQuery,
  mealMessages,
  type UpdateMealRequest,
} from "../../../shared/contracts/meals.js";
import { dayBoundsUtc, localTimeOnDay, sameLocalTimeOnDay } from "../../../shared/domain/local-day.js";
import type { MealRow, NewMealRow } from "../../db/schema/index.js";
import { notFound } from "../../errors.js";
import type { MealRange, MealsRepository } from "./repository.js";

const isCalendarDate = (value: string) => value.length === 10;

/** When a meal was eaten: its timestamp, else its `date` (a calendar date means noon that day in the zone). */
export function eatenAtOf(input: { timestamp?: string; date?: string }, timeZone: string): Date | undefined {
  if (input.timestamp) return new Date(input.timestamp);
  if (input.date)
    return isCalendarDate(input.date) ? localTimeOnDay(input.date, 12, 0, timeZone) : new Date(input.date);
  return undefined;
}

function rangeOf(query: ListMealsQuery, timeZone: string): MealRange {
  const range: MealRange = {};
  if (query.startDate) {
    range.from = isCalendarDate(query.startDate)
      ? dayBoundsUtc(query.startDate, timeZone).start
      : new Date(query.startDate);
  }
  if (query.endDate) {
    if (isCalendarDate(query.endDate)) range.before = dayBoundsUtc(query.endDate, timeZone).end;
    else range.to = new Date(query.endDate);
  }
  return range;
}

function columnsOf(input: UpdateMealRequest): Partial<NewMealRow> {
  const columns: Partial<NewMealRow> = {};
  if (input.food !== undefined) columns.food = input.food;
  if (input.calories !== undefined) columns.calories = input.calories;
  if (input.proteins !== undefined) columns.proteins = input.proteins;
  if (input.carbs !== undefined) columns.carbs = input.carbs;
  if (input.fats !== undefined) columns.fats = input.fats;
  if (input.mealType !== undefined) columns.mealType = input.mealType;
  if (input.notes !== undefined) columns.notes = input.notes === "" ? null : input.notes;
  return columns;
}

export function mealsService(repo: MealsRepository, clock: () => Date = () => new Date()) {
  async function owned(userId: number, id: number): Promise<MealRow> {
    const meal = await repo.findOwned(userId, id);
    if (!meal) throw notFound(mealMessages.notFound);
    return meal;
  }

  return {
    create(userId: number, input: CreateMealRequest, timeZone: string): Promise<MealRow> {
      return repo.create({
        userId,
        food: input.food,
        calories: input.calories,
        proteins: input.proteins,
        carbs: input.carbs,
        fats: input.fats,
        mealType: input.mealType,
        notes: input.notes || null,
        eatenAt: eatenAtOf(input, timeZone) ?? clock(),
      });
    },

    list(userId: number, query: ListMealsQuery, timeZone: string): Promise<MealRow[]> {
      return repo.list(userId, rangeOf(query, timeZone));
    },

    get: owned,

    async update(userId: number, id: number, input: UpdateMealRequest, timeZone: string): Promise<MealRow> {
      const columns = columnsOf(input);
      const eatenAt = eatenAtOf(input, timeZone);
      if (eatenAt) columns.eatenAt = eatenAt;
      if (Object.keys(columns).length === 0) return owned(userId, id);
      const updated = await repo.update(userId, id, columns);
      if (!updated) throw notFound(mealMessages.notFound);
      return updated;
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(mealMessages.notFound);
    },

    /** The same meal on another local day, at the same local time of day. */
    async copy(userId: number, id: number, date: string, timeZone: string): Promise<MealRow> {
      const { id: _id, createdAt: _c, updatedAt: _u, eatenAt, ...rest } = await owned(userId, id);
      return repo.create({ ...rest, eatenAt: sameLocalTimeOnDay(eatenAt, date, timeZone) });
    },

    /** Every meal of a local day (or of one meal type) onto another day, all or nothing. */
    copyDay(userId: number, request: CopyDayRequest, timeZone: string): Promise<MealRow[]> {
      const { start, end } = dayBoundsUtc(request.fromDate, timeZone);
      return repo.copyRange(userId, { from: start, before: end }, request.mealType, (eatenAt) =>
        sameLocalTimeOnDay(eatenAt, request.toDate, timeZone),
      );
    },
  };
}

export type MealsService = ReturnType<typeof mealsService>;
