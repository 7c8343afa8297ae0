import { LRUCache } from "lru-cache";
import { addDays, dayBoundsUtc } from "../../../shared/domain/local-day.js";

/**
 * Day starts of a range never change (a pure answer) and the expenditure asks for the same 84 or
 * so days all day long: the 2,000 ranges (zone, first and last day) used last are kept.
 */
const dayStartArrays = new LRUCache<string, string>({ max: 2000 });

/** The first instant of each local day from `firstDay` to `lastDay`, as a PostgreSQL array literal. */
export function dayStartsArray(firstDay: string, lastDay: string, timeZone: string): string {
  const key = `${timeZone}|${firstDay}|${lastDay}`;
  let text = dayStartArrays.get(key);
  if (text === undefined) {
    const starts: string[] = [];
    for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
      starts.push(dayBoundsUtc(day, timeZone).start.toISOString());
    }
    text = `{${starts.join(",")}}`;
    dayStartArrays.set(key, text);
  }
  return text;
}
