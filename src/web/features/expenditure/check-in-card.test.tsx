// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { CheckIn, CheckInProposal } from "../../../shared/contracts/check-ins.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { CheckInCard } from "./check-in-card.js";

const TODAY = "2026-11-23";
const proposal: CheckInProposal = {
  date: TODAY,
  weekday: "monday",
  due: true,
  expenditure: {
    status: "updating",
    expenditure: 2550,
    low: 2400,
    high: 2700,
    confidence: "high",
    formula: 2300,
    completeDays: 26,
    weighIns: 20,
    windowDays: 28,
  },
  goalDirection: "lose",
  rateKgPerWeek: 0.5,
  previousCalories: 2300,
  calories: 2150,
  proteins: 140,
  carbs: 230,
  fats: 70,
  target: 2000,
  limitedBy: "weekly-change",
  rateCapped: false,
  floor: 1200,
  why: "Your measured expenditure is 2,550 kcal a day. Losing 1.1 lb a week takes about 550 kcal less: 2,000 kcal a day. This week it is eased to 2,150 kcal (at most 150 kcal from last week's 2,300 kcal).",
};
const stored = (accepted: boolean, calories: number): CheckIn => ({
  id: 1,
  date: TODAY,
  expenditure: 2550,
  low: 2400,
  high: 2700,
  confidence: "high",
  slopeKgPerWeek: -0.3,
  completeDays: 26,
  weighIns: 20,
  calories,
  proteins: 140,
  carbs: 230,
  fats: 70,
  why: proposal.why,
  accepted,
  goalId: accepted ? 5 : null,
  createdAt: "2026-11-23T08:00:00.000Z",
});

function renderCard(checkIns: CheckIn[] = []) {
  const api = fakeApi({
    "GET /api/check-in": { json: proposal },
    "GET /api/check-ins": { json: checkIns },
    "POST /api/check-in": (request) => {
      const { accept, acceptLargerChange } = request.body as { accept: boolean; acceptLargerChange: boolean };
      const calories = acceptLargerChange ? 2000 : 2150;
      return { json: { checkIn: stored(accept, calories), goal: null } };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<CheckInCard units="imperial" today={TODAY} />);
  return { api, user, card: screen.getByTestId("check-in-card") };
}

afterEach(resetComponents);

describe("the weekly check-in", () => {
  it("proposes next week's calories with the why, in the person's units, and accepts them", async () => {
    const { api, user, card } = renderCard();
    const shown = await within(card).findByTestId("check-in-proposal");
    expect(within(shown).getByText("Due today")).toBeTruthy();
    expect(within(shown).getByText("Goal: lose 1.10 lb a week")).toBeTruthy();
    expect(within(shown).getByTestId("check-in-calories").textContent).toBe("2,150");
    expect(within(shown).getByText("Now 2,300 kcal: −150 kcal.")).toBeTruthy();
    expect(within(shown).getByTestId("check-in-why").textContent).toBe(proposal.why);

    await user.click(within(shown).getByRole("button", { name: "Accept 2,150 kcal" }));
    await waitFor(() => expect(api.to("POST /api/check-in")).toHaveLength(1));
    expect(api.to("POST /api/check-in")[0]?.body).toEqual({ accept: true, acceptLargerChange: false });
  });

  it("takes more than 150 kcal only when the person asks for it", async () => {
    const { api, user, card } = renderCard();
    const shown = await within(card).findByTestId("check-in-proposal");
    await user.click(within(shown).getByLabelText(/Take the whole change now: 2,000 kcal a day/));
    expect(within(shown).getByTestId("check-in-calories").textContent).toBe("2,000");
    await user.click(within(shown).getByRole("button", { name: "Accept 2,000 kcal" }));
    await waitFor(() => expect(api.to("POST /api/check-in")).toHaveLength(1));
    expect(api.to("POST /api/check-in")[0]?.body).toEqual({ accept: true, acceptLargerChange: true });
  });

  it("keeps the goal, and a week's check-in already made says so until asked again", async () => {
    const { api, user, card } = renderCard([stored(false, 2150)]);
    const done = await within(card).findByTestId("check-in-done");
    expect(within(done).getByText("You checked in on Mon 23 Nov and kept your goal.")).toBeTruthy();
    expect(within(card).getByTestId("check-in-history").textContent).toContain("kept the goal");

    await user.click(within(done).getByRole("button", { name: "Check in again" }));
    await user.click(within(card).getByRole("button", { name: "Keep my current goal" }));
    await waitFor(() => expect(api.to("POST /api/check-in")).toHaveLength(1));
    expect(api.to("POST /api/check-in")[0]?.body).toEqual({ accept: false, acceptLargerChange: false });
  });
});
