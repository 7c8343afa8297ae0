import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { dayBoundsUtc } from "../../../shared/domain/local-day.js";
import { type Database, runPrepared } from "../../db/client.js";
import { resultCheck } from "../../db/result-check.js";
import { type CheckInRow, checkIns, dayMarks } from "../../db/schema/index.js";
import { dayStartsArray } from "./day-starts.js";

/**
 * Everything the expenditure, the day statuses and the check-in read, for a range of local days,
 * in one statement: the meals' count and kcal per day (bucketed by each day's first instant, as
 * the trends do, on the (user_id, eaten_at) index), the day marks and weigh-ins of the range (on
 * their (user_id, date) keys), the goal history (for each day's target), the profile and the last
 * check-in (the value to hold).
 */
const BODY_LOG_SQL = `
  SELECT
    (SELECT json_agg(json_build_object('dayIndex', d.day_index, 'mealCount', d.meal_count, 'calories', d.calories))
       FROM (SELECT width_bucket(m.eaten_at, $2::timestamptz[]) - 1 AS day_index, count(*)::int AS meal_count,
                    sum(m.calories)::int AS calories
             FROM meals m
             WHERE m.user_id = $1::int AND m.eaten_at >= $3::timestamptz AND m.eaten_at < $4::timestamptz
             GROUP BY 1) d) AS days,
    (SELECT json_agg(json_build_object('date', k.date::text, 'status', k.status))
       FROM day_marks k WHERE k.user_id = $1::int AND k.date BETWEEN $5::date AND $6::date) AS marks,
    (SELECT json_agg(json_build_object('date', w.date::text, 'weightKg', w.weight_kg) ORDER BY w.date)
       FROM weigh_ins w WHERE w.user_id = $1::int AND w.date BETWEEN $5::date AND $6::date) AS weigh_ins,
    (SELECT json_agg(json_build_object('calories', g.calories, 'proteins', g.proteins, 'carbs', g.carbs,
                                       'fats', g.fats, 'startDate', g.start_date::text, 'endDate', g.end_date::text,
                                       'isActive', g.is_active) ORDER BY g.created_at, g.id)
       FROM nutrition_goals g WHERE g.user_id = $1::int) AS goals,
    (SELECT json_build_object('gender', p.gender, 'age', p.age, 'weight', p.weight, 'height', p.height,
                              'activityLevel', p.activity_level, 'units', p.units,
                              'goalDirection', p.goal_direction, 'goalRateKgPerWeek', p.goal_rate_kg_per_week,
                              'checkInWeekday', p.check_in_weekday, 'startingExpenditure', p.starting_expenditure)
       FROM user_profiles p WHERE p.user_id = $1::int) AS profile,
    (SELECT json_build_object('date', c.date::text, 'expenditure', c.expenditure, 'low', c.low, 'high', c.high,
                              'confidence', c.confidence)
       FROM check_ins c WHERE c.user_id = $1::int ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS last_check_in`;

const int = z.number().int();
const goalRow = z.object({
  calories: int,
  proteins: int,
  carbs: int,
  fats: int,
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
});
const bodyLogRow = z.object({
  days: z.array(z.object({ dayIndex: int.nonnegative(), mealCount: int, calories: int })).nullable(),
  marks: z.array(z.object({ date: z.string(), status: z.enum(["partial", "fasted"]) })).nullable(),
  weigh_ins: z.array(z.object({ date: z.string(), weightKg: z.number() })).nullable(),
  goals: z.array(goalRow).nullable(),
  profile: z
    .object({
      gender: z.enum(["male", "female", "other"]),
      age: int,
      weight: z.number(),
      height: z.number(),
      activityLevel: z.enum(["sedentary", "light", "moderate", "active", "very_active"]),
      units: z.enum(["metric", "imperial"]),
      goalDirection: z.enum(["lose", "maintain", "gain"]),
      goalRateKgPerWeek: z.number(),
      checkInWeekday: z.enum(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]),
      startingExpenditure: int.nullable(),
    })
    .nullable(),
  last_check_in: z
    .object({
      date: z.string(),
      expenditure: int,
      low: int,
      high: int,
      confidence: z.enum(["low", "medium", "high"]),
    })
    .nullable(),
});
const checkedBodyLog = resultCheck(bodyLogRow, "the body log");

export type GoalPeriod = z.infer<typeof goalRow>;
export type BodyProfile = NonNullable<z.infer<typeof bodyLogRow>["profile"]>;

/** A range of a person's local days as the body math reads them. */
export interface BodyLog {
  /** Meals per day, by the day's offset from the range's first day (days without meals absent). */
  meals: Map<number, { mealCount: number; calories: number }>;
  marks: Map<string, "partial" | "fasted">;
  weighIns: { date: string; weightKg: number }[];
  /** Oldest first. */
  goals: GoalPeriod[];
  profile: BodyProfile | null;
  lastCheckIn: z.infer<typeof bodyLogRow>["last_check_in"];
}

/** The only code of the expenditure feature that talks to the database. Every query names its owner. */
export function expenditureRepository(db: Database) {
  return {
    /** The body log of the local days firstDay..lastDay (inclusive) in `timeZone`: one statement. */
    async bodyLog(userId: number, timeZone: string, firstDay: string, lastDay: string): Promise<BodyLog> {
      const [found] = await runPrepared(db, "body_log", BODY_LOG_SQL, [
        userId,
        dayStartsArray(firstDay, lastDay, timeZone),
        dayBoundsUtc(firstDay, timeZone).start,
        dayBoundsUtc(lastDay, timeZone).end,
        firstDay,
        lastDay,
      ]);
      const row = checkedBodyLog(found);
      return {
        meals: new Map((row.days ?? []).map(({ dayIndex, ...day }) => [dayIndex, day])),
        marks: new Map((row.marks ?? []).map((mark) => [mark.date, mark.status])),
        weighIns: row.weigh_ins ?? [],
        goals: row.goals ?? [],
        profile: row.profile,
        lastCheckIn: row.last_check_in,
      };
    },

    /** Marks a day partial or fasted, or (null) lets the rule decide again. */
    async mark(userId: number, date: string, status: "partial" | "fasted" | null): Promise<void> {
      if (status === null) {
        await db.delete(dayMarks).where(and(eq(dayMarks.userId, userId), eq(dayMarks.date, date)));
        return;
      }
      await db
        .insert(dayMarks)
        .values({ userId, date, status })
        .onConflictDoUpdate({ target: [dayMarks.userId, dayMarks.date], set: { status } });
    },

    async insertCheckIn(row: Omit<CheckInRow, "id" | "createdAt">): Promise<CheckInRow> {
      const [created] = await db.insert(checkIns).values(row).returning();
      if (!created) throw new Error("insert returned no row");
      return created;
    },

    /** Newest first. */
    listCheckIns(userId: number): Promise<CheckInRow[]> {
      return db
        .select()
        .from(checkIns)
        .where(eq(checkIns.userId, userId))
        .orderBy(desc(checkIns.createdAt), desc(checkIns.id));
    },
  };
}

export type ExpenditureRepository = ReturnType<typeof expenditureRepository>;
