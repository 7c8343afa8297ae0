import { describe, expect, it } from "vitest";
import { inlineSegments, messageBlocks } from "./message-blocks.js";

describe("messageBlocks", () => {
  it("groups lines into paragraphs and bullet lists", () => {
    expect(messageBlocks("You ate 37 g.\nNice.\n\n- Eggs\n- Tuna\n\nDone")).toEqual([
      { kind: "paragraph", lines: ["You ate 37 g.", "Nice."] },
      { kind: "list", items: ["Eggs", "Tuna"] },
      { kind: "paragraph", lines: ["Done"] },
    ]);
  });

  it("reads numbered items and ignores surrounding blank lines", () => {
    expect(messageBlocks("\n1. One\n2) Two\n\n")).toEqual([{ kind: "list", items: ["One", "Two"] }]);
  });
});

describe("inlineSegments", () => {
  it("marks bold spans and leaves an unfinished one as text", () => {
    expect(inlineSegments("Protein **37 g** today")).toEqual([
      { text: "Protein ", bold: false },
      { text: "37 g", bold: true },
      { text: " today", bold: false },
    ]);
    expect(inlineSegments("Protein **37")).toEqual([{ text: "Protein **37", bold: false }]);
  });
});
