import { expect } from "vitest";
import { type KeyHolder, postMcp, subscriberWithKey } from "./api-keys.js";
import type { PeerApp } from "./peer-app.js";
import { type TestApp, TestClient } from "./test-app.js";

/**
 * Two instances on one database (and one Redis, when the caller gives both the same): every kind
 * of write made through instance A, through every door (the web app, the public API, MCP), shows
 * in the very next read on instance B. Counts the reads that were stale; the caller expects 0.
 * `baseUrlOfA` is A listening on loopback, for MCP's streamed answers over real HTTP.
 */
export async function staleReadsAcrossInstances(a: TestApp, b: PeerApp, baseUrlOfA: string, rounds = 25) {
  const holder: KeyHolder = await subscriberWithKey(a, `twoinstances${Math.floor(Math.random() * 1e9)}`);
  const onA = holder.client;
  const onB = new TestClient(b.app);
  onB.cookie = onA.cookie;
  let stale = 0;
  let reads = 0;
  const check = (fresh: boolean) => {
    reads += 1;
    if (!fresh) stale += 1;
  };
  const calories = async () => {
    const res = await onB.get("/api/dashboard/today");
    expect(res.statusCode, res.body).toBe(200);
    return res.json().totals.calories as number;
  };
  const profile = await onA.post("/api/user-profile", {
    name: "Two Instances",
    age: 29,
    gender: "female",
    weight: 60,
    height: 165,
    activityLevel: "moderate",
  });
  expect(profile.statusCode, profile.body).toBe(201);
  const profileId = profile.json().id as number;
  const meal = (calories: number) => ({ mealType: "lunch", food: "Soup", calories, proteins: 1, carbs: 1, fats: 1 });

  for (let round = 0; round < rounds; round++) {
    // The web app: add, change, delete a meal.
    const before = await calories();
    const added = await onA.post("/api/meals", meal(100));
    expect(added.statusCode, added.body).toBe(201);
    check((await calories()) === before + 100);
    await onA.patch(`/api/meals/${added.json().id}`, { calories: 250 });
    check((await calories()) === before + 250);
    await onA.delete(`/api/meals/${added.json().id}`);
    check((await calories()) === before);

    // A goal and the profile.
    const goal = await onA.post("/api/nutrition-goals", {
      name: `Goal ${round}`,
      calories: 1800 + round,
      proteins: 120,
      carbs: 200,
      fats: 60,
      startDate: new Date().toISOString(),
      isActive: true,
    });
    expect(goal.statusCode, goal.body).toBe(201);
    check((await onB.get("/api/nutrition-goals/active")).json().calories === 1800 + round);
    expect((await onA.patch(`/api/user-profile/${profileId}`, { age: 30 + (round % 50) })).statusCode).toBe(200);
    check((await onB.get("/api/user-profile")).json().age === 30 + (round % 50));

    // The public API and MCP.
    const viaApi = await holder.api.post("/api/v1/meals", meal(7));
    expect(viaApi.statusCode, viaApi.body).toBe(201);
    check((await calories()) === before + 7);
    const viaMcp = await postMcp(
      baseUrlOfA,
      {
        jsonrpc: "2.0",
        id: round,
        method: "tools/call",
        params: { name: "log_meal", arguments: meal(3) },
      },
      { "x-api-key": holder.key },
    );
    expect(viaMcp.status).toBe(200);
    await viaMcp.text();
    check((await calories()) === before + 10);
  }
  return { stale, reads };
}
