import { randomBytes } from "node:crypto";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import type { TestClient } from "../../test/test-app.js";

/** A multipart/form-data body with one file part (as a browser's FormData sends it). */
export function multipart(fileName: string, content: Buffer | string, field = "file") {
  const boundary = `----macrowise${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file as the page does; `url` is /api/imports or /api/v1/imports. */
export function upload(
  client: Pick<TestClient, "post">,
  fileName: string,
  content: Buffer | string,
  url = "/api/imports",
) {
  const { body, headers } = multipart(fileName, content);
  return client.post(url, body, headers);
}

/** Local days relative to today in `zone`: day(0) is today, day(-1) yesterday. */
export function days(zone: string) {
  const today = localDayOf(new Date(), zone);
  return (offset: number) => addDays(today, offset);
}

/** A generic CSV of meals (the template's columns), one line per [date, meal, food, kcal, protein, carbs, fat]. */
export function genericCsv(rows: (string | number)[][]): string {
  return ["Date,Meal,Food,Calories,Protein,Carbs,Fat", ...rows.map((row) => row.join(","))].join("\r\n");
}
