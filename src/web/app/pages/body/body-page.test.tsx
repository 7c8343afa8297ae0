// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithQueries, resetComponents } from "../../../test/component-harness.js";
import { BodyPage } from "./body-page.js";

afterEach(resetComponents);

describe("the body page of a person without a profile", () => {
  it("sends them to create one, and asks for no expenditure it cannot measure yet", async () => {
    const api = fakeApi({
      "GET /api/profile": { status: 404, json: { message: "Profile not found" } },
      "GET /api/weights": { json: [] },
      "GET /api/weights/trend": { json: [] },
      "GET /api/measurements": { json: [] },
    });
    renderWithQueries(
      <MemoryRouter>
        <BodyPage />
      </MemoryRouter>,
    );
    const start = await screen.findByRole("heading", { name: "Start with your profile" });
    expect(start).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create your profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.queryByTestId("expenditure-card")).toBeNull();
    expect(screen.queryByTestId("check-in-card")).toBeNull();
    expect(api.sent.filter((request) => request.path.startsWith("/api/expenditure"))).toEqual([]);
    expect(api.to("GET /api/check-in")).toEqual([]);
  });
});
