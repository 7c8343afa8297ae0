import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

/** Issue 28: which language the server answers in, and the choice kept with the account. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badRegistration = { username: "ab", email: "not-an-email", gender: "other", password: "123" };
const languageOf = async (id: number) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;
const langCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === "lang")?.value;

describe("the language of the server's messages", () => {
  it("answers each request in its own language, also when Italian and English requests interleave", async () => {
    const asks = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? "it-IT,it;q=0.9" : "en-US,en;q=0.9"));
    const answers = await Promise.all(
      asks.map((language) =>
        new TestClient(t.app).post("/api/register", badRegistration, { "accept-language": language }),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(400);
      const { fieldErrors } = answer.json();
      if (i % 2 === 0) {
        expect(fieldErrors.username).toBe("Il nome utente deve avere almeno 3 caratteri");
        expect(fieldErrors.email).toBe("Inserisci un indirizzo email valido");
      } else {
        expect(fieldErrors.username).toBe("Username must be at least 3 characters");
        expect(fieldErrors.email).toBe("Please enter a valid email address");
      }
    });
  });

  it("says zod's own messages in the request's language, and a chosen language beats the browser's", async () => {
    const client = new TestClient(t.app);
    const italian = await client.request("PUT", "/api/language", { language: "fr" }, { "accept-language": "it" });
    expect(italian.statusCode).toBe(400);
    expect(italian.json().message).toMatch(/^Opzione non valida/);
    const chosen = await client.request(
      "PUT",
      "/api/language",
      { language: "fr" },
      { "accept-language": "it", cookie: "lang=en" },
    );
    expect(chosen.json().message).toMatch(/^Invalid option/);
    const page = await client.request(
      "PUT",
      "/api/language",
      { language: "fr" },
      { "accept-language": "en", cookie: "lang=en", "x-language": "it" },
    );
    expect(page.json().message).toMatch(/^Opzione non valida/);
  });
});

describe("PUT /api/language and the account's language", () => {
  it("keeps the language an account signed up in, and gives it to the next device that signs in", async () => {
    const phone = new TestClient(t.app);
    const registered = await phone.register("giulia", {});
    expect(registered.statusCode).toBe(201);
    // Registered from an English browser: English. Then Italian from the header's switch.
    expect(await languageOf(registered.json().id)).toBe("en");
    const switched = await phone.request("PUT", "/api/language", { language: "it" });
    expect(switched.statusCode).toBe(204);
    expect(langCookie(switched)).toBe("it");
    expect(await languageOf(registered.json().id)).toBe("it");

    const laptop = new TestClient(t.app);
    const login = await laptop.post(
      "/api/login",
      { username: "giulia", password: "secret-pass" },
      { "accept-language": "en-US" },
    );
    expect(login.statusCode).toBe(200);
    expect(langCookie(login)).toBe("it");
  });

  it("takes the language of the browser an account registers from", async () => {
    const client = new TestClient(t.app);
    const registered = await client.post(
      "/api/register",
      { username: "marco", email: "marco@example.com", gender: "other", password: "secret-pass" },
      { "accept-language": "it-IT,it;q=0.9,en;q=0.5" },
    );
    expect(registered.statusCode).toBe(201);
    expect(await languageOf(registered.json().id)).toBe("it");
  });

  it("keeps a guest's choice in the browser only, and refuses a language it does not speak", async () => {
    const guest = new TestClient(t.app);
    const chosen = await guest.request("PUT", "/api/language", { language: "it" });
    expect(chosen.statusCode).toBe(204);
    expect(langCookie(chosen)).toBe("it");
    for (const language of ["de", "", null, 1, "IT"]) {
      expect((await guest.request("PUT", "/api/language", { language })).statusCode).toBe(400);
    }
  });
});
