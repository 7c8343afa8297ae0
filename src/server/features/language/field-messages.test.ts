import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/**
 * Issue 28: the contracts' own messages for a field given a value no form sends (an API call made
 * by hand) are in the request's language too, the field's name as the API spells it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inItalian = { "accept-language": "it-IT,it;q=0.9" };
const inEnglish = { "accept-language": "en-US,en;q=0.9" };

describe("a field's own message", () => {
  it("says what the field takes in Italian to an Italian request and in English to an English one", async () => {
    const ada = await signedIn(t.app, "ada", "UTC");
    const badRange = "/api/weights?from=yesterday";
    const italianRange = await ada.client.request("GET", badRange, undefined, inItalian);
    expect(italianRange.statusCode).toBe(400);
    expect(italianRange.json().fieldErrors.from).toBe("from deve essere una data valida (AAAA-MM-GG)");
    const englishRange = await ada.client.request("GET", badRange, undefined, inEnglish);
    expect(englishRange.json().fieldErrors.from).toBe("from must be a valid date (YYYY-MM-DD)");

    const mark = (headers: Record<string, string>) =>
      ada.client.request("PUT", "/api/day-status/2026-01-01", { status: "eaten" }, headers);
    expect((await mark(inItalian)).json().fieldErrors.status).toBe("status deve essere uno tra: partial, fasted, auto");
    expect((await mark(inEnglish)).json().fieldErrors.status).toBe("status must be one of: partial, fasted, auto");

    const checkIn = await ada.client.request("POST", "/api/check-in", { accept: "yes" }, inItalian);
    expect(checkIn.statusCode).toBe(400);
    expect(checkIn.json().fieldErrors.accept).toBe("accept deve essere true o false");
  });
});
