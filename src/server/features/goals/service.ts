import {
  type CreateGoalRequest,
  type Goal,
  goalMessages,
  type UpdateGoalRequest,
} from "../../../shared/contracts/goals.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { msg } from "../../../shared/i18n/msg.js";
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from "../../db/errors.js";
import type { GoalRow, NewGoalRow } from "../../db/schema/index.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { presentGoal } from "./present.js";
import type { GoalsRepository } from "./repository.js";

/** A calendar date as given, or the local day (in the user's zone) of an ISO instant. */
function toLocalDate(value: string, timeZone: string): string {
  return value.length === 10 ? value : localDayOf(new Date(value), timeZone);
}

function endBeforeStart(): never {
  throw badRequest(goalMessages.endBeforeStart, { endDate: goalMessages.endBeforeStart });
}

function columnsOf(input: UpdateGoalRequest, timeZone: string): Partial<NewGoalRow> {
  const columns: Partial<NewGoalRow> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.calories !== undefined) columns.calories = input.calories;
  if (input.proteins !== undefined) columns.proteins = input.proteins;
  if (input.carbs !== undefined) columns.carbs = input.carbs;
  if (input.fats !== undefined) columns.fats = input.fats;
  if (input.description !== undefined) columns.description = input.description || null;
  if (input.isActive !== undefined) columns.isActive = input.isActive;
  if (input.startDate !== undefined) columns.startDate = toLocalDate(input.startDate, timeZone);
  if (input.endDate !== undefined)
    columns.endDate = input.endDate === null ? null : toLocalDate(input.endDate, timeZone);
  return columns;
}

/** Should a write ever get past the service checks, the database constraints still give a 4xx, not a 500. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(msg("Another goal is already active"));
    if (pgErrorCode(error) === PG_CHECK_VIOLATION) endBeforeStart();
    throw error;
  }
}

export function goalsService(repo: GoalsRepository, clock: () => Date = () => new Date()) {
  async function owned(userId: number, id: number): Promise<GoalRow> {
    const goal = await repo.findOwned(userId, id);
    if (!goal) throw notFound(goalMessages.notFound);
    return goal;
  }

  return {
    /** Newest first. */
    async list(userId: number): Promise<Goal[]> {
      return (await repo.list(userId)).map(presentGoal);
    },

    async active(userId: number): Promise<Goal> {
      const goal = await repo.findActive(userId);
      if (!goal) throw notFound(goalMessages.noActiveGoal);
      return presentGoal(goal);
    },

    async get(userId: number, id: number): Promise<Goal> {
      return presentGoal(await owned(userId, id));
    },

    async create(userId: number, input: CreateGoalRequest, timeZone: string): Promise<Goal> {
      const columns = columnsOf(input, timeZone);
      const startDate = columns.startDate ?? localDayOf(clock(), timeZone);
      const endDate = columns.endDate ?? null;
      if (endDate !== null && endDate < startDate) endBeforeStart();
      const created = await guarded(() =>
        repo.create({
          userId,
          name: input.name,
          calories: input.calories,
          proteins: input.proteins,
          carbs: input.carbs,
          fats: input.fats,
          description: columns.description ?? null,
          isActive: input.isActive,
          startDate,
          endDate,
        }),
      );
      return presentGoal(created);
    },

    async update(userId: number, id: number, input: UpdateGoalRequest, timeZone: string): Promise<Goal> {
      const current = await owned(userId, id);
      const columns = columnsOf(input, timeZone);
      const startDate = columns.startDate ?? current.startDate;
      const endDate = columns.endDate === undefined ? current.endDate : columns.endDate;
      if (endDate !== null && endDate < startDate) endBeforeStart();
      if (Object.keys(columns).length === 0) return presentGoal(current);
      const updated = await guarded(() => repo.update(userId, id, columns));
      if (!updated) throw notFound(goalMessages.notFound);
      return presentGoal(updated);
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(goalMessages.notFound);
    },
  };
}

export type GoalsService = ReturnType<typeof goalsService>;
