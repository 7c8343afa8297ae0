import { expect } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import type { TestClient } from "../../test/test-app.js";

/**
 * The foods a user's search finds (GET /api/foods?q=), best first; anything but a 200 fails the test.
 * `headers` name the request's language; `limit` asks for fewer than the API's default.
 */
export async function search(
  client: TestClient,
  q: string,
  options: { headers?: Record<string, string>; limit?: number } = {},
): Promise<Food[]> {
  const limit = options.limit === undefined ? "" : `&limit=${options.limit}`;
  const res = await client.get(`/api/foods?q=${encodeURIComponent(q)}${limit}`, options.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
