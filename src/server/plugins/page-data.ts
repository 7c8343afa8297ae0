import type { FastifyInstance, FastifyRequest } from "fastify";
import { addDays, dayBoundsUtc, lastNDays, localDayOf, zoneOffsetMs } from "../../shared/domain/local-day.js";
import type { PageData } from "../../web/entry-server.js";
import { loadWebEntry } from "./web-entry.js";

/**
 * A per-person page's first answers (the web app's `pageQueriesFor`), asked of this server's own API in
 * process, as the person asking (their cookie): the same routes, rules and JSON the browser would
 * get a moment later. A 404 that means "none yet" is kept as null; any other answer but 200 is left
 * out, and the browser asks for it itself.
 */
export async function pageData(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  timeZone: string,
  now: Date,
): Promise<PageData | undefined> {
  const { PAGE_DAYS_BEFORE_TODAY, pageQueriesFor } = await loadWebEntry();
  const queries = pageQueriesFor(pathname);
  if (queries.length === 0) return undefined;
  const cookie = request.headers.cookie ?? "";
  const answers = await Promise.all(
    queries.map(async ({ key, path, notFoundIsNone }) => {
      const response = await app.inject({ method: "GET", url: path, headers: { cookie } });
      if (response.statusCode === 200) return { key, data: response.json() as unknown };
      return response.statusCode === 404 && notFoundIsNone ? { key, data: null } : null;
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
