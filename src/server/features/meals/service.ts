import type { LogFoodRequest } from "../../../shared/contracts/foods.js";
import {
  type CopyConflict,
  type CopyDayRequest,
  type CopyMealRequest,
  type CopyRepeatMode,
  type CreateMealRequest,
  type ListMealsQuery,
  type Meal,
  mealMessages,
  type UpdateMealRequest,
} from "../../../shared/contracts/meals.js";
import { nutrientsFor } from "../../../shared/domain/food-math.js";
import { dayBoundsUtc, localDayOf, localTimeOnDay, sameLocalTimeOnDay } from "../../../shared/domain/local-day.js";
import { isAllowedMealDate } from "../../../shared/domain/meal-dates.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import type { MealRow, NewMealRow } from "../../db/schema/index.js";
import { badRequest, notFound } from "../../errors.js";
import type { FoodsService } from "../foods/service.js";
import { copyConflictMessage, splitRepeats } from "./copy-repeats.js";
import { inZone, presentMeal } from "./present.js";
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

/** A copy's outcome: the meals it wrote, or why it wrote none (the target day already has them). */
export type CopyResult = { copied: Meal[] } | { refused: CopyConflict };

export interface MealsServiceDeps {
  repo: MealsRepository;
  /** Reads the food a meal is logged from (with the user's own foods, and the 404 of a food they cannot see). */
  foods: Pick<FoodsService, "get">;
  clock?: () => Date;
}

/** The meals' rules; every meal it answers is in the contract's shape (present.ts), in the request's zone. */
export function mealsService({ repo, foods, clock = () => new Date() }: MealsServiceDeps) {
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

  /**
   * Which copies a copy writes, or its refusal: each at its source's local time on `toDate`,
   * checked by the date rule (`field` names the request's date).
   */
  function planCopies(
    source: MealRow[],
    target: MealRow[],
    ifAlreadyThere: CopyRepeatMode,
    toDate: string,
    field: string,
    timeZone: string,
    locale: Locale,
  ): { insert: NewMealRow[] } | { refused: CopyConflict } {
    const { alreadyThere, others } = splitRepeats(source, target);
    if (alreadyThere.length > 0 && ifAlreadyThere === "refuse") {
      const today = toDate === localDayOf(clock(), timeZone);
      return {
        refused: {
          error: "Conflict",
          message: copyConflictMessage(today ? null : toDate, alreadyThere.length, source.length, locale),
          alreadyThere: alreadyThere.map((meal) => meal.food),
          total: source.length,
        },
      };
    }
    const copies = ifAlreadyThere === "skip" ? others : source;
    return {
      insert: copies.map(({ id: _id, createdAt: _c, updatedAt: _u, eatenAt, ...rest }) => ({
        ...rest,
        eatenAt: checkDate(sameLocalTimeOnDay(eatenAt, toDate, timeZone), field),
      })),
    };
  }

  /** Every meal is stored here: the date rule first, whatever built the row. */
  async function insert(row: NewMealRow, field: string, timeZone: string): Promise<Meal> {
    checkDate(row.eatenAt, field);
    return inZone(await repo.create(row), timeZone);
  }

  /** A copy's outcome in the contract's shape. */
  const presentCopies = (result: { copied: MealRow[] } | { refused: CopyConflict }, timeZone: string): CopyResult =>
    "refused" in result ? result : { copied: result.copied.map((row) => presentMeal(row, timeZone)) };

  return {
    create(userId: number, input: CreateMealRequest, timeZone: string): Promise<Meal> {
      const eatenAt = eatenAtOf(input, timeZone);
      const row: NewMealRow = {
        userId,
        food: input.food,
        calories: input.calories,
        proteins: input.proteins ?? 0,
        carbs: input.carbs ?? 0,
        fats: input.fats ?? 0,
        macrosGiven: anyMacroGiven(input),
        mealType: input.mealType,
        notes: input.notes || null,
        eatenAt: eatenAt ?? clock(),
      };
      return insert(row, dateField(input), timeZone);
    },

    /** `grams` of a food as a meal that keeps the food's numbers from now on, even if the food changes. */
    async createFromFood(
      userId: number,
      input: LogFoodRequest,
      timeZone: string,
      locale: Locale = "en",
    ): Promise<Meal> {
      // Named in the request's language: a meal logged in Italian keeps the food's Italian name.
      const food = await foods.get(userId, input.foodId, locale);
      const amount = `${Math.round(input.grams * 10) / 10} ${food.basis}`;
      const row: NewMealRow = {
        userId,
        food: input.portionLabel ? `${food.name} (${input.portionLabel})` : `${food.name} (${amount})`,
        ...nutrientsFor(food.per100, input.grams),
        mealType: input.mealType,
        eatenAt: input.timestamp ? new Date(input.timestamp) : clock(),
        notes: null,
        foodId: food.id,
        grams: input.grams,
      };
      return insert(row, "timestamp", timeZone);
    },

    /** Latest first. */
    async list(userId: number, query: ListMealsQuery, timeZone: string): Promise<Meal[]> {
      return (await repo.list(userId, rangeOf(query, timeZone))).map((meal) => inZone(meal, timeZone));
    },

    async get(userId: number, id: number, timeZone: string): Promise<Meal> {
      return presentMeal(await owned(userId, id), timeZone);
    },

    async update(userId: number, id: number, input: UpdateMealRequest, timeZone: string): Promise<Meal> {
      const columns = columnsOf(input);
      const eatenAt = eatenAtOf(input, timeZone);
      if (eatenAt) columns.eatenAt = checkDate(eatenAt, dateField(input));
      if (Object.keys(columns).length === 0) return presentMeal(await owned(userId, id), timeZone);
      const updated = await repo.update(userId, id, columns);
      if (!updated) throw notFound(mealMessages.notFound);
      return presentMeal(updated, timeZone);
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(mealMessages.notFound);
    },

    /**
     * The same meal on another local day, at the same local time. A day that already has it
     * refuses the copy unless `ifAlreadyThere` says to copy it again.
     */
    async copy(
      userId: number,
      id: number,
      request: CopyMealRequest,
      timeZone: string,
      locale: Locale = "en",
    ): Promise<CopyResult> {
      const { start, end } = dayBoundsUtc(request.date, timeZone);
      const result = await repo.copyMeals(
        userId,
        { source: { id }, target: { from: start, before: end } },
        (source, target) => {
          if (source.length === 0) throw notFound(mealMessages.notFound);
          return planCopies(source, target, request.ifAlreadyThere, request.date, "date", timeZone, locale);
        },
      );
      return presentCopies(result, timeZone);
    },

    /**
     * Every meal of a local day (or of one meal type) onto another day, all or nothing: a copy
     * dated out of range throws inside the transaction, so no copy is written. Meals the target
     * day already has are refused, copied again or skipped, as `ifAlreadyThere` says.
     */
    async copyDay(
      userId: number,
      request: CopyDayRequest,
      timeZone: string,
      locale: Locale = "en",
    ): Promise<CopyResult> {
      const from = dayBoundsUtc(request.fromDate, timeZone);
      const to = dayBoundsUtc(request.toDate, timeZone);
      const result = await repo.copyMeals(
        userId,
        {
          source: { from: from.start, before: from.end, mealType: request.mealType },
          target: { from: to.start, before: to.end },
        },
        (source, target) =>
          planCopies(source, target, request.ifAlreadyThere, request.toDate, "toDate", timeZone, locale),
      );
      return presentCopies(result, timeZone);
    },
  };
}

export type MealsService = ReturnType<typeof mealsService>;
