import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.js";
import { checkoutFailure } from "./checkout-failure.js";

describe("checkoutFailure", () => {
  it("words a refusal, a server failure and no answer with the spec's texts", () => {
    expect(checkoutFailure(new ApiError("Only the test payment of 999 cents can be paid by amount", 400))).toEqual({
      title: "Payment Setup Error",
      message: "Only the test payment of 999 cents can be paid by amount",
    });
    expect(checkoutFailure(new ApiError("Failed to create checkout session", 502))).toEqual({
      title: "Error during checkout creation",
      message: "Failed to create checkout session",
    });
    expect(checkoutFailure(new ApiError("", 500)).message).toBe("Failed to create payment intent");
    expect(checkoutFailure(new TypeError("Failed to fetch"))).toEqual({
      title: "Error during checkout creation",
      message: "Failed to initialize payment. Please try again later.",
    });
  });
});
