// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CreateProfileRequest, Profile } from "../../../shared/contracts/profile.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { BmiCard } from "./bmi-card.js";
import { BodyPreferencesCard } from "./body-preferences-card.js";
import { MetabolismCard } from "./metabolism-card.js";
import { ProfileCard } from "./profile-card.js";
import { ProfileForm } from "./profile-form.js";

const profile: Profile = {
  id: 4,
  userId: 1,
  name: "Ada",
  age: 34,
  gender: "female",
  weight: 62.5,
  height: 170,
  activityLevel: "moderate",
  timeZone: "Europe/Rome",
  units: "metric",
  weightDisplay: "show",
  goalDirection: "lose",
  goalRateKgPerWeek: 0.5,
  checkInWeekday: "monday",
  startingExpenditure: null,
  goalWeightKg: 58.5,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  bmi: 21.6,
  bmiCategory: "Normal",
  bmr: 1400,
  dailyEnergy: 12_171,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderForm(current: Profile | null) {
  const onSubmit = vi.fn(async (_values: CreateProfileRequest) => {});
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<ProfileForm profile={current} hints={{ name: "Ada" }} pending={false} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the profile in Italian", () => {
  it("reads 70,5 typed in the weight field as 70.5 kg, and shows the stored figures with a comma", async () => {
    setPageLanguage("it", itMessages);
    const { user, onSubmit } = renderForm(null);

    expect(screen.getByRole("form", { name: "Profilo" })).toBeTruthy();
    expect(field("Peso (kg)").type).toBe("text");
    expect(field("Peso (kg)").inputMode).toBe("decimal");
    await user.clear(field("Peso (kg)"));
    await user.type(field("Peso (kg)"), "70,5");
    await user.clear(field("Altezza (cm)"));
    await user.type(field("Altezza (cm)"), "172,5");
    await user.selectOptions(field("Genere"), "Donna");
    await user.selectOptions(field("Livello di attività"), "Attivo (esercizio 6–7 giorni a settimana)");
    await user.click(screen.getByRole("button", { name: "Salva profilo" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: "Ada",
      gender: "female",
      weight: 70.5,
      height: 172.5,
      activityLevel: "active",
    });
  });

  it("fills the form of a saved profile with the page's decimal mark", () => {
    setPageLanguage("it", itMessages);
    renderForm(profile);
    expect(field("Peso (kg)").value).toBe("62,5");
  });

  it("keeps the English form as it was: 70.5 is 70.5 kg", async () => {
    const { user, onSubmit } = renderForm(null);
    await user.clear(field("Weight (kg)"));
    await user.type(field("Weight (kg)"), "70.5");
    await user.selectOptions(field("Gender"), "female");
    await user.selectOptions(field("Activity level"), "active");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ weight: 70.5 });
  });

  it("writes the profile, the BMI and the metabolism cards in Italian", () => {
    setPageLanguage("it", itMessages);
    renderWithQueries(
      <>
        <ProfileCard profile={profile} onEdit={() => {}} />
        <BmiCard profile={profile} />
        <MetabolismCard profile={profile} />
      </>,
    );
    expect(screen.getByText("Profilo utente")).toBeTruthy();
    expect(screen.getByText("34 anni")).toBeTruthy();
    expect(screen.getByText("Donna")).toBeTruthy();
    expect(screen.getByText("62,5 kg")).toBeTruthy();
    expect(screen.getByTestId("bmi-value").textContent).toBe("21,6");
    expect(screen.getByTestId("bmi-category").textContent).toBe("Normopeso");
    expect(screen.getByText(/^Sotto 18,5 sottopeso · 18,5–24,9 normopeso/)).toBeTruthy();
    expect(screen.getByTestId("daily-energy-value").textContent).toContain("12.171");
    expect(screen.getByTestId("activity-multiplier").textContent).toBe("MB × 1,55 (livello di attività: Moderato)");
  });

  it("keeps the English cards' figures as they were", () => {
    renderWithQueries(
      <>
        <BmiCard profile={profile} />
        <MetabolismCard profile={profile} />
      </>,
    );
    expect(screen.getByTestId("bmi-value").textContent).toBe("21.6");
    expect(screen.getByTestId("bmi-category").textContent).toBe("Normal");
    expect(screen.getByTestId("daily-energy-value").textContent).toContain("12171");
    expect(screen.getByTestId("activity-multiplier").textContent).toBe("BMR × 1.55 (Moderate activity)");
  });

  it("sends a goal weight typed with a comma in the body settings as kg", async () => {
    setPageLanguage("it", itMessages);
    const api = fakeApi({
      "PATCH /api/user-profile/4": (request) => ({ json: { ...profile, ...(request.body as object) } }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<BodyPreferencesCard profile={profile} />);

    expect(field("Peso obiettivo (kg)").value).toBe("58,5");
    expect(screen.getByRole("option", { name: "Lunedì" })).toBeTruthy();
    await user.clear(field("Peso obiettivo (kg)"));
    await user.type(field("Peso obiettivo (kg)"), "57,5");
    await user.click(screen.getByRole("button", { name: "Salva le impostazioni" }));
    await waitFor(() => expect(api.to("PATCH /api/user-profile/4")).toHaveLength(1));
    expect(api.to("PATCH /api/user-profile/4")[0]?.body).toMatchObject({ goalWeightKg: 57.5, goalRateKgPerWeek: 0.5 });
  });
});
