import { describe, expect, it } from "vitest";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { analysisOutcome } from "./api.js";

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
