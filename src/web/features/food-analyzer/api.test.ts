import { describe, expect, it } from "vitest";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { analysisOutcome, descriptionOutcome } from "./api.js";

const analysis = {
  foods: [],
  totalCalories: 0,
  totalProteins: 0,
  totalCarbs: 0,
  totalFats: 0,
  benefits: [],
  concerns: [],
};

describe("analysisOutcome", () => {
  it("reads an analysis, the vision-model notice and the anonymous trial's end", () => {
    expect(analysisOutcome(200, { success: true, analysis, error: null, needsVisionModel: false })).toEqual({
      kind: "analysis",
      source: "photo",
      analysis,
    });
    expect(analysisOutcome(200, { success: false, analysis: null, error: "x", needsVisionModel: true }).kind).toBe(
      "needsVisionModel",
    );
    expect(analysisOutcome(403, { error: "Free Trial Used", message: aiMessages.freeTrialUsed } as never)).toEqual({
      kind: "trialUsed",
    });
    expect(analysisOutcome(402, { message: "upgrade" })).toEqual({ kind: "locked" });
  });

  it("uses the server's message for bad images and the spec's texts otherwise", () => {
    expect(analysisOutcome(400, { message: aiMessages.invalidImage })).toEqual({
      kind: "error",
      message: aiMessages.invalidImage,
    });
    expect(analysisOutcome(502, null)).toEqual({ kind: "error", message: aiMessages.analysisFailed });
    expect(analysisOutcome(200, { success: false, error: null, needsVisionModel: false })).toEqual({
      kind: "error",
      message: "Unknown error during analysis",
    });
    expect(analysisOutcome(200, { success: true, analysis: null }).kind).toBe("error");
  });
});

describe("descriptionOutcome", () => {
  const described = { ...analysis, unrecognised: [{ typed: "moon dust", reason: "Not found in the food database." }] };

  it("reads a typed meal's analysis, and puts a refusal's message on the field", () => {
    expect(descriptionOutcome(200, { success: true, analysis: described, error: null })).toEqual({
      kind: "analysis",
      source: "description",
      analysis: described,
    });
    expect(descriptionOutcome(400, { message: "Please describe what you ate" })).toEqual({
      kind: "invalid",
      message: "Please describe what you ate",
    });
  });

  it("shares the photo's trial, plan and failure answers", () => {
    expect(descriptionOutcome(403, { error: "Free Trial Used", message: aiMessages.freeTrialUsed } as never)).toEqual({
      kind: "trialUsed",
    });
    expect(descriptionOutcome(402, { message: "upgrade" })).toEqual({ kind: "locked" });
    expect(descriptionOutcome(502, null)).toEqual({ kind: "error", message: aiMessages.analysisFailed });
    expect(descriptionOutcome(200, { success: true, analysis }).kind).toBe("error");
  });
});
