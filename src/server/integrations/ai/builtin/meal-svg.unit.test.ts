import { describe, expect, it } from "vitest";
import { mealColours, mealSvg, wrapCaption } from "./meal-svg.js";
import { createBuiltinProvider } from "./provider.js";
import { loadCatalog } from "./test-support.js";

/** Tags open and close in order; every '&' starts an entity. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0 && !/&(?!(amp|lt|gt|quot|apos);)/.test(svg);
}

const salmon = {
  name: "Baked salmon with brown rice and broccoli",
  description: "About 620 kcal and 42 g protein.",
  ingredients: ["Salmon, Atlantic, baked", "Rice, brown, cooked", "Broccoli, boiled", "Olive oil, extra virgin"],
};

describe("meal illustration", () => {
  it("is a self-contained 512x512 SVG, the same bytes for the same meal", async () => {
    const provider = createBuiltinProvider({ catalog: loadCatalog() });
    const image = await provider.mealImage(salmon);
    expect(image.mimeType).toBe("image/svg+xml");
    const svg = image.bytes.toString("utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).toContain('viewBox="0 0 512 512"');
    expect(svg).not.toMatch(/<script|href|<image|url\(|@import|<foreignObject/i);
    expect(wellFormed(svg)).toBe(true);
    expect((await provider.mealImage(salmon)).bytes.equals(image.bytes)).toBe(true);
    expect((await provider.mealImage({ ...salmon, name: "Something else" })).bytes.equals(image.bytes)).toBe(false);
  });

  it("escapes the name and wraps it to two lines", () => {
    const svg = mealSvg({ name: `Mac & <cheese> "deluxe" with a very long name that never ends`, description: "" });
    expect(svg).toContain("Mac &amp; &lt;cheese&gt; &quot;deluxe&quot;");
    expect(svg).not.toContain("<cheese>");
    expect(wellFormed(svg)).toBe(true);
    expect(svg.match(/<text /g)).toHaveLength(2);
    const lines = wrapCaption("Grilled chicken breast with quinoa, roasted peppers and a spoon of pesto");
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith("…")).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(28);
  });

  it("colours the plate from the foods", () => {
    expect(mealColours(salmon)).toEqual(["#f29a7a", "#c89b5e", "#4f9d3a"]);
    expect(mealColours({ name: "Tomato pasta", description: "" })).toEqual(["#d9412f", "#f3e4bd"]);
    expect(mealColours({ name: "Greek yogurt with blueberries", description: "" })).toEqual(["#fbf9f1", "#6a4c93"]);
    expect(mealColours({ name: "Eggplant parmigiana", description: "" })[0]).toBe("#6a4c93");
    const unknown = mealColours({ name: "Zzz", description: "" });
    expect(unknown.length).toBeGreaterThan(0);
    const svg = mealSvg(salmon);
    for (const colour of mealColours(salmon)) expect(svg).toContain(`fill="${colour}"`);
  });
});
