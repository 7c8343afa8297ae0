import type { PageData } from "./server-state.js";

/**
 * Whether this browser's days begin at the instants the server's did: its zone's offset agrees at
 * each (so each is a local day's start here too). Date's offsets are read without loading Intl.
 */
export function sameDaysHere(dayStarts: PageData["dayStarts"]): boolean {
  return dayStarts.every(({ at, offsetMinutes }) => -new Date(at).getTimezoneOffset() === offsetMinutes);
}
