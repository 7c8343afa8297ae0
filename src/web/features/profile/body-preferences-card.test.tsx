// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Profile } from "../../../shared/contracts/profile.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { BodyPreferencesCard } from "./body-preferences-card.js";

const profile: Profile = {
  id: 4,
  userId: 1,
  name: "Ada",
  age: 34,
  gender: "female",
  weight: 62,
  height: 170,
  activityLevel: "moderate",
  timeZone: "Europe/Rome",
  units: "metric",
  weightDisplay: "show",
  goalDirection: "lose",
  goalRateKgPerWeek: 0.5,
  checkInWeekday: "monday",
  startingExpenditure: null,
  goalWeightKg: 58,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  bmi: 21.5,
  bmiCategory: "Normal",
  bmr: 1400,
  dailyEnergy: 2171,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saved = (request: { body: unknown }) => ({ json: { ...profile, ...(request.body as object) } });

afterEach(resetComponents);

describe("the body & check-in settings", () => {
  it("switches to imperial: the typed goal and rate follow in pounds, and kg go to the server", async () => {
    const api = fakeApi({ "PATCH /api/user-profile/4": saved });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<BodyPreferencesCard profile={profile} />);

    expect(field("Rate (kg a week)").value).toBe("0.5");
    expect(field("Goal weight (kg)").value).toBe("58");
    await user.selectOptions(field("Units"), "imperial");
    expect(field("Rate (lb a week)").value).toBe("1.1");
    expect(field("Goal weight (lb)").value).toBe("127.9");
    await user.selectOptions(field("Weight display"), "trends");
    await user.selectOptions(field("Check-in day"), "friday");
    await user.type(field("Your own starting estimate (kcal a day)"), "2400");
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    await waitFor(() => expect(api.to("PATCH /api/user-profile/4")).toHaveLength(1));
    expect(api.to("PATCH /api/user-profile/4")[0]?.body).toEqual({
      units: "imperial",
      weightDisplay: "trends",
      goalDirection: "lose",
      goalRateKgPerWeek: 0.5,
      checkInWeekday: "friday",
      startingExpenditure: 2400,
      // Left as shown (127.9 lb), the goal keeps its stored 58 kg rather than 127.9 lb's 58.01.
      goalWeightKg: 58,
    });
  });

  it("a goal weight typed anew in pounds is sent as its kg", async () => {
    const api = fakeApi({ "PATCH /api/user-profile/4": saved });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<BodyPreferencesCard profile={{ ...profile, units: "imperial" }} />);

    expect(field("Goal weight (lb)").value).toBe("127.9");
    await user.clear(field("Goal weight (lb)"));
    await user.type(field("Goal weight (lb)"), "125");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(api.to("PATCH /api/user-profile/4")).toHaveLength(1));
    expect(api.to("PATCH /api/user-profile/4")[0]?.body).toMatchObject({ units: "imperial", goalWeightKg: 56.7 });
  });

  it("maintaining sends no rate; an estimate out of bounds is refused with the contract's message", async () => {
    const api = fakeApi({ "PATCH /api/user-profile/4": saved });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<BodyPreferencesCard profile={profile} />);

    await user.selectOptions(field("Goal"), "maintain");
    expect(field("Rate (kg a week)").disabled).toBe(true);
    await user.type(field("Your own starting estimate (kcal a day)"), "500");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Starting expenditure must be at least 800 kcal")).toBeTruthy();
    expect(api.sent).toEqual([]);

    await user.clear(field("Your own starting estimate (kcal a day)"));
    await user.clear(field("Goal weight (kg)"));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(api.to("PATCH /api/user-profile/4")).toHaveLength(1));
    expect(api.to("PATCH /api/user-profile/4")[0]?.body).toMatchObject({
      goalDirection: "maintain",
      goalRateKgPerWeek: 0,
      startingExpenditure: null,
      goalWeightKg: null,
    });
  });
});
