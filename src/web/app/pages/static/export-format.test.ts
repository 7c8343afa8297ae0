import { describe, expect, it } from "vitest";
import { exportDataSchema } from "../../../../shared/contracts/export.js";
import { exportSections } from "./export-format.js";

describe("the guide's description of the export", () => {
  it("names every section of the export, in its order, and nothing else", () => {
    const sections = Object.keys(exportDataSchema.shape).filter(
      (key) => !["format", "version", "exportedAt", "timeZone"].includes(key),
    );
    expect(exportSections.map(([name]) => name)).toEqual(sections);
  });
});
