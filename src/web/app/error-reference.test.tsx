// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet } from "../lib/api.js";
import { resetComponents } from "../test/component-harness.js";
import { ErrorFallback } from "./error-fallback.js";

afterEach(resetComponents);

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } }),
    ),
  );
}

async function failure(): Promise<ApiError> {
  const error = await apiGet("/api/dashboard").catch((thrown: unknown) => thrown);
  if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
  return error;
}

describe("a server failure's reference", () => {
  it("comes from a 500's requestId and is named in the message every toast and panel shows", async () => {
    answer(500, {
      error: "Internal Server Error",
      message: "Something went wrong. Please try again.",
      requestId: "req-77aa",
    });
    const error = await failure();
    expect(error.requestId).toBe("req-77aa");
    expect(error.message).toBe("Something went wrong. Please try again. (Reference: req-77aa)");
  });

  it("comes from X-Request-ID when a 502 from the balancer has no JSON of ours", async () => {
    answer(502, "Bad Gateway", { "x-request-id": "7F000001:D2A4_7F000001:1F90" });
    expect((await failure()).requestId).toBe("7F000001:D2A4_7F000001:1F90");
  });

  it("is not added to a refusal (4xx), whose message is the person's to act on", async () => {
    answer(404, { message: "Goal not found", requestId: "ignored" }, { "x-request-id": "ignored-too" });
    const error = await failure();
    expect(error.requestId).toBeUndefined();
    expect(error.message).toBe("Goal not found");
  });

  it("is shown on the error page, for the person to quote", () => {
    render(<ErrorFallback requestId="req-77aa" />);
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeTruthy();
    expect(screen.getByText("req-77aa").tagName).toBe("CODE");
    expect(screen.getByRole("alert").textContent).toContain("If you report this, please mention the reference");
  });
});
