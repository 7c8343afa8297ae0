/**
 * What a visit of one person asks of the API, as autocannon request sequences: each connection
 * plays visits one after another, each by the next of the seeded users, so many users' reads and
 * writes interleave. Every request is tagged with its kind, for per-kind figures.
 *
 * - `app`: open the app (user, trial status, dashboard, the week's trends, the day's nutrients and
 *   meals, recent foods), search a food, log a meal, read the day again: 12 reads and 1 write.
 * - `log`: log a meal on one of the past year's days, read that day, read the dashboard: a third
 *   of the requests are writes (the insert batcher's A/B).
 */
import type { Request } from "autocannon";
import { localDayOf } from "../src/shared/domain/local-day.js";
import { BENCH_MEAL, SEARCH_MIX, ZONE } from "./bench-data.js";

export type VisitShape = "app" | "log";

interface Visit {
  cookie: string;
  day: string;
  search: string;
  /** The kind of the request whose answer comes next. */
  kind: string;
}

interface Step {
  kind: string;
  method: "GET" | "POST";
  path: (visit: Visit) => string;
  body?: (visit: Visit) => string;
}

const DAYS = 365;
const meal = (date?: string) =>
  JSON.stringify({ mealType: "snack", food: BENCH_MEAL, calories: 95, proteins: 0, carbs: 25, fats: 0, date });
const dayPath = (visit: Visit) => `/api/meals?startDate=${visit.day}&endDate=${visit.day}`;

function stepsOf(shape: VisitShape): Step[] {
  if (shape === "log") {
    return [
      { kind: "POST meal", method: "POST", path: () => "/api/meals", body: (visit) => meal(visit.day) },
      { kind: "GET day", method: "GET", path: dayPath },
      { kind: "GET dashboard", method: "GET", path: () => "/api/dashboard/today" },
    ];
  }
  const read = (kind: string, path: (visit: Visit) => string): Step => ({ kind, method: "GET", path });
  return [
    read("GET user", () => "/api/user"),
    read("GET trial status", () => "/api/trial-status"),
    read("GET dashboard", () => "/api/dashboard/today"),
    read("GET trends", () => "/api/trends?days=7"),
    read("GET nutrients", () => "/api/nutrients/day"),
    read("GET day", dayPath),
    read("GET recent foods", () => "/api/foods/recent"),
    read("GET search", (visit) => visit.search),
    { kind: "POST meal", method: "POST", path: () => "/api/meals", body: () => meal() },
    read("GET dashboard", () => "/api/dashboard/today"),
    read("GET day", dayPath),
    read("GET nutrients", () => "/api/nutrients/day"),
    read("GET trends", () => "/api/trends?days=7"),
  ];
}

/** The kinds a shape's requests are tagged with, in order of first appearance. */
export const kindsOf = (shape: VisitShape) => [...new Set(stepsOf(shape).map((step) => step.kind))];

/** The kind of the answer autocannon just reported for this connection's context. */
export const kindOfContext = (context: unknown) => (context as Visit).kind;

/** One visit's requests; the first of each visit picks the next user, their day and their search. */
export function visitRequests(shape: VisitShape, cookies: string[]): Request[] {
  const today = localDayOf(new Date(), ZONE);
  const dayBefore = (n: number) => localDayOf(new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000), ZONE);
  let visits = 0;
  return stepsOf(shape).map((step, index) => ({
    method: step.method,
    setupRequest: (request, context) => {
      const visit = context as unknown as Visit;
      if (index === 0) {
        const turn = visits++;
        visit.cookie = cookies[turn % cookies.length] ?? "";
        visit.day = shape === "log" ? dayBefore(Math.floor(turn / cookies.length) % DAYS) : today;
        visit.search = `/api/foods?q=${encodeURIComponent(SEARCH_MIX[turn % SEARCH_MIX.length] ?? "apple")}&limit=8`;
      }
      const headers = step.body
        ? { ...request.headers, cookie: visit.cookie, "content-type": "application/json" }
        : { ...request.headers, cookie: visit.cookie };
      return { ...request, path: step.path(visit), body: step.body?.(visit), headers };
    },
    onResponse: (_status, _body, context) => {
      (context as unknown as Visit).kind = step.kind;
    },
  }));
}
