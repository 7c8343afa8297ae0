import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { mealRoutes } from "../features/meals/routes.js";
import type { MealsService } from "../features/meals/service.js";
import type { PublicApiOperations } from "../features/public-api/operations.js";
import { publicApiRoutes } from "../features/public-api/routes.js";
import { access } from "./access.js";
import { clock } from "./clock.js";

/** A feature declares the identity it needs (plugins/feature.ts); Fastify holds it to that at boot. */
async function bootWith(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await app.register(clock, { now: () => new Date(), paymentsProvider: "off" });
  await app.register(access);
  await register(app);
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe("a feature registered outside the scope of its identity", () => {
  it("fails at boot, naming what it needs", async () => {
    await expect(bootWith((app) => app.register(mealRoutes, { meals: {} as MealsService }))).rejects.toThrow(
      "The dependency 'session' of plugin 'meals' is not registered",
    );
    await expect(
      bootWith((app) => app.register(publicApiRoutes, { operations: {} as PublicApiOperations })),
    ).rejects.toThrow("The dependency 'api-key-auth' of plugin 'public-api' is not registered");
  });
});
