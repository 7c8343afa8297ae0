import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileMessages } from "../../../shared/contracts/profile.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { profiles, users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;
let bob: SignedInClient;

const profile = { name: "Ada", age: 30, gender: "male", weight: 70, height: 170, activityLevel: "moderate" };
const profileCount = (userId: number) => t.database.db.$count(profiles, eq(profiles.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  bob = await signedIn(t.app, "bob");
});
afterAll(() => t.close());

describe("GET and POST /api/user-profile", () => {
  it("answers 404 before a profile exists, then creates it with its health figures", async () => {
    const alice = await signedIn(t.app, "alice");
    const none = await alice.client.get("/api/user-profile");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(profileMessages.notFound);

    const res = await alice.client.post("/api/user-profile", { ...profile, userId: alice.id });
    expect(res.statusCode).toBe(201);
    // BMI 70 / 1.7² = 24.22; BMR 88.362 + 13.397·70 + 4.799·170 − 5.677·30 = 1671.672; ×1.55 = 2591.1
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: alice.id,
      name: "Ada",
      age: 30,
      gender: "male",
      weight: 70,
      height: 170,
      activityLevel: "moderate",
      timeZone: null,
      // Issue 26's body preferences start at their defaults.
      units: "metric",
      weightDisplay: "show",
      goalDirection: "maintain",
      goalRateKgPerWeek: 0,
      checkInWeekday: "monday",
      startingExpenditure: null,
      goalWeightKg: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      bmi: 24.2,
      bmiCategory: "Normal",
      bmr: 1672,
      dailyEnergy: 2591,
    });
    expect((await alice.client.get("/api/user-profile")).json()).toEqual(res.json());
  });

  it("uses the other Harris-Benedict formula for women and other genders", async () => {
    const carol = await signedIn(t.app, "carol");
    const res = await carol.client.post("/api/user-profile", {
      ...profile,
      gender: "female",
      age: 25,
      weight: 95,
      height: 165,
      activityLevel: "sedentary",
    });
    // BMI 95 / 1.65² = 34.89; BMR 447.593 + 9.247·95 + 3.098·165 − 4.33·25 = 1728.978; ×1.2 = 2074.77
    expect(res.json()).toMatchObject({ bmi: 34.9, bmiCategory: "Obese", bmr: 1729, dailyEnergy: 2075 });
  });

  it("answers a second profile with 409", async () => {
    const dave = await signedIn(t.app, "dave");
    await dave.client.post("/api/user-profile", profile);
    const again = await dave.client.post("/api/user-profile", { ...profile, name: "Other" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(profileMessages.exists);
    expect(await profileCount(dave.id)).toBe(1);
  });

  it("maps legacy Italian values before validating", async () => {
    const erin = await signedIn(t.app, "erin");
    const res = await erin.client.post("/api/user-profile", {
      ...profile,
      gender: "Femmina",
      activityLevel: "molto attivo",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ gender: "female", activityLevel: "very_active" });
    const patched = await erin.client.patch(`/api/user-profile/${res.json().id}`, {
      gender: "uomo",
      activityLevel: "leggera",
    });
    expect(patched.json()).toMatchObject({ gender: "male", activityLevel: "light" });
  });

  it.each([
    [{ name: "A" }, "name", profileMessages.name],
    [{ age: 0 }, "age", profileMessages.ageMin],
    [{ age: 121 }, "age", profileMessages.ageMax],
    [{ gender: "robot" }, "gender", profileMessages.gender],
    [{ gender: undefined }, "gender", profileMessages.gender],
    [{ weight: 19.9 }, "weight", profileMessages.weightMin],
    [{ weight: 300.1 }, "weight", profileMessages.weightMax],
    [{ height: 49 }, "height", profileMessages.heightMin],
    [{ height: 251 }, "height", profileMessages.heightMax],
    [{ activityLevel: "couch" }, "activityLevel", profileMessages.activityLevel],
    [{ timeZone: "Mars/Olympus" }, "timeZone", profileMessages.timeZone],
    [{ age: "30" }, "age", "Age must be a number"],
    [{ age: null }, "age", "Age must be a number"],
    [{ weight: true }, "weight", "Weight must be a number"],
    [{ name: "Ann\u0000" }, "name", controlCharactersMessage],
    [{ age: 30.5 }, "age", profileMessages.ageWhole],
  ])("refuses %j with a clear message and writes nothing", async (override, field, message) => {
    const res = await bob.client.post("/api/user-profile", { ...profile, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await profileCount(bob.id)).toBe(0);
  });

  it("refuses another user's id with 403 and a guest with 401", async () => {
    const frank = await signedIn(t.app, "frank");
    expect((await bob.client.post("/api/user-profile", { ...profile, userId: frank.id })).statusCode).toBe(403);
    expect(await profileCount(frank.id)).toBe(0);
    expect(await profileCount(bob.id)).toBe(0);
    expect((await new TestClient(t.app).get("/api/user-profile")).statusCode).toBe(401);
  });
});

describe("PATCH /api/user-profile/{id}", () => {
  it("updates the caller's profile and its figures, and keeps the user's zone in step", async () => {
    const gina = await signedIn(t.app, "gina");
    const { id } = (await gina.client.post("/api/user-profile", profile)).json();
    const res = await gina.client.patch(`/api/user-profile/${id}`, { weight: 80.26, timeZone: "pacific/honolulu" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      weight: 80.3,
      timeZone: "Pacific/Honolulu",
      bmi: 27.8,
      bmiCategory: "Overweight",
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, gina.id));
    expect(user?.timeZone).toBe("Pacific/Honolulu");
    expect((await gina.client.patch(`/api/user-profile/${id}`, { age: 200 })).json().message).toBe(
      profileMessages.ageMax,
    );
  });

  it("does not let another user change a profile: 404 (or 403 with a userId), and it is unchanged", async () => {
    const hugo = await signedIn(t.app, "hugo");
    const { id } = (await hugo.client.post("/api/user-profile", profile)).json();
    const res = await bob.client.patch(`/api/user-profile/${id}`, { name: "Hacked", weight: 200 });
    expect(res.statusCode).toBe(404);
    expect((await bob.client.patch(`/api/user-profile/${id}`, { name: "Hacked", userId: hugo.id })).statusCode).toBe(
      403,
    );
    expect((await bob.client.patch(`/api/user-profile/${id}`, {})).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ name: "Ada", weight: 70, userId: hugo.id });
    expect((await bob.client.get("/api/user-profile")).statusCode).toBe(404);
    expect((await bob.client.patch("/api/user-profile/abc", { name: "Xx" })).statusCode).toBe(400);
  });

  it("keeps issue 26's body preferences, and refuses a rate above 1 % of the body weight a week", async () => {
    const iris = await signedIn(t.app, "iris");
    const { id } = (await iris.client.post("/api/user-profile", { ...profile, units: "imperial" })).json();
    const preferences = {
      weightDisplay: "trends",
      goalDirection: "lose",
      goalRateKgPerWeek: 0.5,
      checkInWeekday: "sunday",
      startingExpenditure: 2400,
      goalWeightKg: 65,
    };
    const res = await iris.client.patch(`/api/user-profile/${id}`, preferences);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...preferences, units: "imperial" });

    // 70 kg: at most 0.7 kg a week; with a new weight of 90 kg in the same request, 0.9 is allowed.
    const tooFast = await iris.client.patch(`/api/user-profile/${id}`, { goalRateKgPerWeek: 0.8 });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().message).toBe(`${profileMessages.goalRateMax} (0.7 kg)`);
    // The same refusal in Italian, the cap with a decimal comma, on the field too.
    const inItalian = await iris.client.request(
      "PATCH",
      `/api/user-profile/${id}`,
      { goalRateKgPerWeek: 0.8 },
      {
        "x-language": "it",
      },
    );
    expect(inItalian.statusCode).toBe(400);
    expect(inItalian.json().message).toBe("Il ritmo non può superare l'1 % del tuo peso corporeo a settimana (0,7 kg)");
    expect(inItalian.json().fieldErrors.goalRateKgPerWeek).toBe(inItalian.json().message);
    expect(
      (await iris.client.patch(`/api/user-profile/${id}`, { goalRateKgPerWeek: 0.9, weight: 90 })).statusCode,
    ).toBe(200);
    for (const bad of [
      { units: "stones" },
      { weightDisplay: "off" },
      { checkInWeekday: 1 },
      { startingExpenditure: "2400" },
    ]) {
      expect((await iris.client.patch(`/api/user-profile/${id}`, bad)).statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ units: "imperial", goalRateKgPerWeek: 0.9, weight: 90, startingExpenditure: 2400 });
  });
});
