import {
  type CopyDayRequest,
  type CreateMealRequest,
  type ListMealsQuery,
  mealMessages,
  type UpdateMealRequest,
} from "../../../shared/contracts/meals.js";
import { dayBoundsUtc, localTimeOnDay, sameLocalTimeOnDay } from "../../../shared/domain/local-day.js";
import { isAllowedMealDate } from "../../../shared/domain/meal-dates.js";
import type { MealRow, NewMealRow } from "../../db/schema/index.js";
import { badRequest, notFound } from "../../errors.js";
import type { StoredMeal } from "./meal-json-sql.js";
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

/** A quick add may leave all three macros out; one of them given is enough to call them given. */
const anyMacroGiven = (input: UpdateMealRequest) =>
  input.proteins !== undefined || input.carbs !== undefined || input.fats !== undefined;

function columnsOf(input: UpdateMealRequest): Partial<NewMealRow> {
  const columns: Partial<NewMealRow> = {};
  if (input.food !== undefined) columns.food = input.food;
  if (input.calories !== undefined) columns.calories = input.calories;
  if (input.proteins !== undefined) columns.proteins = input.proteins;
  if (input.carbs !== undefined) columns.carbs = input.carbs;
  if (input.fats !== undefined) columns.fats = input.fats;
  // An edit that gives macros makes them known; one that leaves them out keeps what was stored.
  if (anyMacroGiven(input)) columns.macrosGiven = true;
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

  /** Every date a meal gets passes here (shared/domain/meal-dates.ts); `field` names where it came from. */
  function checkDate(eatenAt: Date, field: string): Date {
    if (!isAllowedMealDate(eatenAt, clock())) {
      throw badRequest(mealMessages.dateRange, { [field]: mealMessages.dateRange });
    }
    return eatenAt;
  }

  /** Where a meal's date came from in the request, for the field the message belongs to. */
  const dateField = (input: { timestamp?: string }) => (input.timestamp ? "timestamp" : "date");

  return {
    create(userId: number, input: CreateMealRequest, timeZone: string): Promise<MealRow> {
      const eatenAt = eatenAtOf(input, timeZone);
      return repo.create({
        userId,
        food: input.food,
        calories: input.calories,
        proteins: input.proteins ?? 0,
        carbs: input.carbs ?? 0,
        fats: input.fats ?? 0,
        macrosGiven: anyMacroGiven(input),
        mealType: input.mealType,
        notes: input.notes || null,
        eatenAt: eatenAt ? checkDate(eatenAt, dateField(input)) : clock(),
      });
    },

    /** A meal built elsewhere (a food logged by weight): the same date rule as every other meal. */
    insert(row: NewMealRow, field = "timestamp"): Promise<MealRow> {
      checkDate(row.eatenAt, field);
      return repo.create(row);
    },

    list(userId: number, query: ListMealsQuery, timeZone: string): Promise<MealRow[]> {
      return repo.list(userId, rangeOf(query, timeZone));
    },

    /** `list` for the client: each meal already in the contract's shape but for its day. */
    listStored(userId: number, query: ListMealsQuery, timeZone: string): Promise<StoredMeal[]> {
      return repo.listStored(userId, rangeOf(query, timeZone));
    },

    get: owned,

    async update(userId: number, id: number, input: UpdateMealRequest, timeZone: string): Promise<MealRow> {
      const columns = columnsOf(input);
      const eatenAt = eatenAtOf(input, timeZone);
      if (eatenAt) columns.eatenAt = checkDate(eatenAt, dateField(input));
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
      return repo.create({ ...rest, eatenAt: checkDate(sameLocalTimeOnDay(eatenAt, date, timeZone), "date") });
    },

    /**
     * Every meal of a local day (or of one meal type) onto another day, all or nothing: a copy
     * dated out of range throws inside the transaction, so no copy is written.
     */
    copyDay(userId: number, request: CopyDayRequest, timeZone: string): Promise<MealRow[]> {
      const { start, end } = dayBoundsUtc(request.fromDate, timeZone);
      return repo.copyRange(userId, { from: start, before: end }, request.mealType, (eatenAt) =>
        checkDate(sameLocalTimeOnDay(eatenAt, request.toDate, timeZone), "toDate"),
      );
    },
  };
}

export type MealsService = ReturnType<typeof mealsService>;
