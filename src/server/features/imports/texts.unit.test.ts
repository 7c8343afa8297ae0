import { describe, expect, it } from "vitest";
import type { Import } from "../../../shared/contracts/imports.js";
import { importIn, importText } from "./texts.js";

describe("an import's texts in the asker's language", () => {
  it("says a reader's sentence with its figures in Italian, and leaves English as written", () => {
    expect(importText("it", '"7x" is not a weight.')).toBe('"7x" non è un peso.');
    expect(importText("it", "Not a number (or below 0): Protein (g), Fat (g).")).toBe(
      "Non è un numero (o è sotto 0): Protein (g), Fat (g).",
    );
    expect(importText("it", "export.json is JSON but not a Macrowise export.")).toBe(
      "export.json è un JSON ma non un'esportazione di Macrowise.",
    );
    expect(importText("it", "No food name.")).toBe("Manca il nome dell'alimento.");
    expect(importText("en", '"7x" is not a weight.')).toBe('"7x" is not a weight.');
  });

  it("takes a quoted cell's braces as text, and answers a sentence it does not know as written", () => {
    expect(importText("it", '"{oops}" is not a date.')).toBe('"{oops}" non è una data.');
    expect(importText("it", "meals[2]: calories Too big.")).toBe("meals[2]: calories Too big.");
  });

  it("answers an import's problems, files read and error in Italian, the stored import untouched", () => {
    const stored = {
      id: "a",
      fileName: "export.zip",
      fileBytes: 10,
      state: "ready",
      source: "loseit",
      progress: { done: 10, total: 10 },
      preview: {
        problems: [{ file: "weights.csv", line: 3, reason: '"abc" is not a weight.' }],
        reported: [{ file: "steps.csv", what: "Lose It! data not imported", rows: 4 }],
      },
      choices: null,
      result: null,
      error: "The file is neither a ZIP nor text (CSV, XML or JSON).",
      createdAt: "2026-11-20T07:00:00.000Z",
      storedAt: null,
      undoneAt: null,
    } as unknown as Import;
    const italian = importIn("it", stored);
    expect(italian.preview?.problems[0]?.reason).toBe('"abc" non è un peso.');
    expect(italian.preview?.reported[0]?.what).toBe("Dati di Lose It! non importati");
    expect(italian.error).toBe("Il file non è né uno ZIP né testo (CSV, XML o JSON).");
    expect(stored.preview?.problems[0]?.reason).toBe('"abc" is not a weight.');
    expect(importIn("en", stored)).toBe(stored);
  });
});
