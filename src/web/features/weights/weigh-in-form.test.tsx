// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { type Weight, weightMessages } from "../../../shared/contracts/weights.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { WeighInForm } from "./weigh-in-form.js";

const TODAY = "2026-11-20";
const saved = (request: { body: unknown }) => ({
  status: 201,
  json: {
    id: 9,
    createdAt: "2026-11-20T07:00:00.000Z",
    updatedAt: "2026-11-20T07:00:00.000Z",
    note: null,
    ...(request.body as object),
  },
});

function renderForm(units: UnitSystem, editing: Weight | null = null) {
  const onDone = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<WeighInForm units={units} today={TODAY} editing={editing} showNumber onDone={onDone} />);
  return { user, onDone };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the weigh-in form", () => {
  it("logs today's weight in kg with a note", async () => {
    const api = fakeApi({ "POST /api/weights": saved });
    const { user, onDone } = renderForm("metric");

    expect(screen.getByRole("form", { name: "Log a weigh-in" })).toBeTruthy();
    expect(field("Date").value).toBe(TODAY);
    expect(field("Date").max).toBe("2026-11-21");
    expect(field("Date").min).toBe("2021-11-20");
    await user.type(field("Weight (kg)"), "71.4");
    await user.type(field("Note"), "after a run");
    await user.click(screen.getByRole("button", { name: "Log weigh-in" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.to("POST /api/weights")[0]?.body).toEqual({ date: TODAY, weightKg: 71.4, note: "after a run" });
    // Ready for the next one: the weight is empty again, the day kept.
    expect(field("Weight (kg)").value).toBe("");
    expect(field("Date").value).toBe(TODAY);
  });

  it("takes pounds in imperial and sends kg; the bounds are said in pounds", async () => {
    const api = fakeApi({ "POST /api/weights": saved });
    const { user } = renderForm("imperial");

    await user.type(field("Weight (lb)"), "40");
    await user.click(screen.getByRole("button", { name: "Log weigh-in" }));
    expect(await screen.findByText("Weight must be at least 44.1 lb")).toBeTruthy();
    expect(document.activeElement).toBe(field("Weight (lb)"));
    expect(field("Weight (lb)").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent).toEqual([]);

    await user.clear(field("Weight (lb)"));
    await user.type(field("Weight (lb)"), "157.4");
    await user.click(screen.getByRole("button", { name: "Log weigh-in" }));
    await waitFor(() => expect(api.to("POST /api/weights")).toHaveLength(1));
    // 157.4 lb is 71.395 kg: two decimals, as the server keeps them.
    expect(api.to("POST /api/weights")[0]?.body).toEqual({ date: TODAY, weightKg: 71.4, note: null });
  });

  it("asks for a weight, and shows the server's message on the field it names", async () => {
    const api = fakeApi({
      "POST /api/weights": {
        status: 400,
        json: { message: weightMessages.dateRange, fieldErrors: { date: weightMessages.dateRange } },
      },
    });
    const { user, onDone } = renderForm("metric");

    await user.click(screen.getByRole("button", { name: "Log weigh-in" }));
    expect(await screen.findByText("Weight is required")).toBeTruthy();
    expect(api.sent).toEqual([]);

    await user.type(field("Weight (kg)"), "70");
    await user.click(screen.getByRole("button", { name: "Log weigh-in" }));
    const message = await screen.findByText(weightMessages.dateRange);
    expect(field("Date").getAttribute("aria-describedby")).toBe(message.id);
    expect(document.activeElement).toBe(field("Date"));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("edits a weigh-in from its figures in the person's units", async () => {
    const api = fakeApi({ "PATCH /api/weights/4": saved });
    const editing: Weight = {
      id: 4,
      date: "2026-11-18",
      weightKg: 80,
      note: "hotel scale",
      createdAt: "2026-11-18T07:00:00.000Z",
      updatedAt: "2026-11-18T07:00:00.000Z",
    };
    const { user, onDone } = renderForm("imperial", editing);

    expect(screen.getByRole("form", { name: "Edit weigh-in" })).toBeTruthy();
    expect(field("Weight (lb)").value).toBe("176.4");
    expect(field("Note").value).toBe("hotel scale");
    await user.clear(field("Weight (lb)"));
    await user.type(field("Weight (lb)"), "175");
    await user.click(screen.getByRole("button", { name: "Save weigh-in" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.to("PATCH /api/weights/4")[0]?.body).toEqual({
      date: "2026-11-18",
      weightKg: 79.38,
      note: "hotel scale",
    });
  });

  it("in Italian takes a decimal comma: 70,5 kg is sent as 70.5", async () => {
    setPageLanguage("it", itMessages);
    const success = vi.spyOn(toast, "success").mockImplementation(() => "");
    const api = fakeApi({ "POST /api/weights": saved });
    const { user, onDone } = renderForm("metric");

    expect(screen.getByRole("form", { name: "Registra una pesata" })).toBeTruthy();
    const weight = field("Peso (kg)");
    expect(weight.type).toBe("text");
    expect(weight.inputMode).toBe("decimal");
    await user.type(weight, "70,5");
    await user.click(screen.getByRole("button", { name: "Registra pesata" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.to("POST /api/weights")[0]?.body).toEqual({ date: TODAY, weightKg: 70.5, note: null });
    expect(success).toHaveBeenCalledWith("Pesata registrata: 70,5 kg");
    success.mockRestore();
  });

  it("in Italian says the contract's bound in Italian, in pounds for imperial", async () => {
    setPageLanguage("it", itMessages);
    const api = fakeApi({ "POST /api/weights": saved });
    const { user } = renderForm("imperial");

    await user.type(field("Peso (lb)"), "40,5");
    await user.click(screen.getByRole("button", { name: "Registra pesata" }));
    expect(await screen.findByText("Il peso deve essere almeno 44,1 lb")).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});
