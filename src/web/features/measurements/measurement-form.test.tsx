// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { measurementMessages } from "../../../shared/contracts/measurements.js";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { MeasurementForm } from "./measurement-form.js";

const TODAY = "2026-11-20";
const saved = (request: { body: unknown }) => ({ status: 201, json: { id: 3, ...(request.body as object) } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderForm(units: UnitSystem) {
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<MeasurementForm units={units} today={TODAY} />);
  return user;
}

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the body measurements form", () => {
  it("in Italian takes decimal commas: 82,5 cm and 24,3 % are sent as 82.5 and 24.3", async () => {
    setPageLanguage("it", itMessages);
    const api = fakeApi({ "POST /api/measurements": saved });
    const user = renderForm("metric");

    expect(screen.getByRole("form", { name: "Misure corporee" })).toBeTruthy();
    await user.type(field("Vita (cm)"), "82,5");
    await user.type(field("Massa grassa (%)"), "24,3");
    await user.click(screen.getByRole("button", { name: "Salva misure" }));
    await waitFor(() => expect(api.to("POST /api/measurements")).toHaveLength(1));
    expect(api.to("POST /api/measurements")[0]?.body).toEqual({
      date: TODAY,
      waistCm: 82.5,
      bodyFatPercent: 24.3,
      note: null,
    });
  });

  it("asks for at least one value, then sends the lengths typed in cm and the body fat", async () => {
    const api = fakeApi({ "POST /api/measurements": saved });
    const user = renderForm("metric");

    await user.click(screen.getByRole("button", { name: "Save measurements" }));
    expect(await screen.findByText(measurementMessages.nothing)).toBeTruthy();
    expect(document.activeElement).toBe(field("Waist (cm)"));
    expect(api.sent).toEqual([]);

    await user.type(field("Waist (cm)"), "82.5");
    await user.type(field("Thigh (cm)"), "55");
    await user.type(field("Body fat (%)"), "24.3");
    await user.click(screen.getByRole("button", { name: "Save measurements" }));
    await waitFor(() => expect(api.to("POST /api/measurements")).toHaveLength(1));
    expect(api.to("POST /api/measurements")[0]?.body).toEqual({
      date: TODAY,
      waistCm: 82.5,
      thighCm: 55,
      bodyFatPercent: 24.3,
      note: null,
    });
    await waitFor(() => expect(field("Waist (cm)").value).toBe(""));
  });

  it("takes inches in imperial, sends cm, and says the bounds in inches", async () => {
    const api = fakeApi({ "POST /api/measurements": saved });
    const user = renderForm("imperial");

    await user.type(field("Neck (in)"), "2");
    await user.click(screen.getByRole("button", { name: "Save measurements" }));
    expect(await screen.findByText("Neck must be at least 3.9 in")).toBeTruthy();
    expect(api.sent).toEqual([]);

    await user.clear(field("Neck (in)"));
    await user.type(field("Neck (in)"), "15");
    await user.type(field("Waist (in)"), "32");
    await user.click(screen.getByRole("button", { name: "Save measurements" }));
    await waitFor(() => expect(api.to("POST /api/measurements")).toHaveLength(1));
    // 32 in is 81.28 cm, kept to a millimetre as the contract keeps lengths.
    expect(api.to("POST /api/measurements")[0]?.body).toMatchObject({ neckCm: 38.1, waistCm: 81.3 });
  });
});
