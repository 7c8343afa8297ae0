import type { FastifyInstance, FastifyRequest } from "fastify";
import { addDays, dayBoundsUtc, lastNDays, localDayOf, zoneOffsetMs } from "../../shared/domain/local-day.js";
import type { PageData } from "../../web/app/server-state.js";

/**
 * A per-person page's first answers (web/app/page-queries.ts), asked of this server's own API in
 * process, as the person asking (their cookie): the same routes, rules and JSON the browser would
 * get a moment later. An answer other than 200 is left out, and the browser asks for it itself.
 */
export async function pageData(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  timeZone: string,
  now: Date,
): Promise<PageData | undefined> {
  // The page list imports the web app's hooks: loaded with the first such page, not at boot.
  const { PAGE_DAYS_BEFORE_TODAY, PAGE_QUERIES } = await import("../../web/app/page-queries.js");
  const queries = PAGE_QUERIES[pathname];
  if (!queries) return undefined;
  const cookie = request.headers.cookie ?? "";
  const answers = await Promise.all(
    queries.map(async ({ key, path }) => {
      const response = await app.inject({ method: "GET", url: path, headers: { cookie } });
      return response.statusCode === 200 ? { key, data: response.json() as unknown } : null;
    }),
  );
  return {
    dayStarts: dayStartsAround(now, timeZone, PAGE_DAYS_BEFORE_TODAY),
    answers: answers.filter((answer) => answer !== null),
  };
}

/**
 * When today and the `daysBefore` days before it begin in `timeZone`, and when today ends, with
 * the zone's offsets then: a browser whose offsets agree at every one of these instants has the
 * same days, so the same answers (start.tsx compares them without reading its zone's name).
 */
export function dayStartsAround(now: Date, timeZone: string, daysBefore: number): PageData["dayStarts"] {
  const today = localDayOf(now, timeZone);
  return [...lastNDays(today, daysBefore), addDays(today, 1)].map((date) => {
    const at = dayBoundsUtc(date, timeZone).start.getTime();
    return { at, offsetMinutes: zoneOffsetMs(at, timeZone) / 60_000 };
  });
}
