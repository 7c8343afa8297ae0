import { describe, expect, it } from "vitest";
import { cn, knowClassMerges, recordClassMerges } from "./cn.js";

describe("cn", () => {
  it("lets a later utility win over an earlier one of its kind", () => {
    expect(cn("px-2 py-1", "px-4", false && "hidden")).toBe("py-1 px-4");
  });

  it("records the merges one render makes, sending unchanged lists as plain strings", () => {
    const { result, classMerges } = recordClassMerges(() => [cn("p-2", "p-4"), cn("flex gap-2"), cn("flex gap-2")]);
    expect(result).toEqual(["p-4", "flex gap-2", "flex gap-2"]);
    expect(classMerges).toEqual([["p-2 p-4", "p-4"], "flex gap-2"]);
    // Outside a recording nothing is kept.
    cn("m-1 m-2");
    expect(recordClassMerges(() => null).classMerges).toEqual([]);
  });

  it("answers a list the page came with from the server's merges", () => {
    // A deliberately different answer shows it came from the page, not from tailwind-merge.
    knowClassMerges([["seeded-a seeded-b", "seeded-b"], "seeded-c"]);
    expect(cn("seeded-a", "seeded-b")).toBe("seeded-b");
    expect(cn("seeded-c")).toBe("seeded-c");
  });
});
