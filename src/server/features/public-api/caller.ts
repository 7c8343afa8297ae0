/** Whose data, and the zone their days are counted in. */
export interface ApiCaller {
  userId: number;
  timeZone: string;
}
