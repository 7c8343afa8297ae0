import { expect } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import type { TestClient } from "../../test/test-app.js";

/** The foods a user's search finds (GET /api/foods?q=), best first; anything but a 200 fails the test. */
export async function search(client: TestClient, q: string): Promise<Food[]> {
  const res = await client.get(`/api/foods?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
