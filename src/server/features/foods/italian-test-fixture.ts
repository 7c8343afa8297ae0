import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

/** The request headers that ask for each language (x-language wins over Accept-Language). */
export const ITALIAN = { "x-language": "it" };
export const ENGLISH = { "x-language": "en" };

/**
 * A user signed in as `username` on a test app of its own, for the tests of foods in Italian:
 * the hooks are registered in the calling test file, and `client` is there once they have run.
 */
export function italianFoodsFixture(username: string): { readonly client: TestClient } {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await client.register(username);
  });
  afterAll(() => t.close());
  return {
    get client() {
      return client;
    },
  };
}
