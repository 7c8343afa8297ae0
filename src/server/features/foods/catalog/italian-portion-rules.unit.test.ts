import { describe, expect, it } from "vitest";
import { portionByRules } from "./italian-portion-rules.js";

describe("the Italian portion rules", () => {
  it("agree the measure with its count: one is singular, more than one plural, a fraction singular", () => {
    expect(portionByRules("1 tsp")).toBe("1 cucchiaino");
    expect(portionByRules("2 teaspoons")).toBe("2 cucchiaini");
    expect(portionByRules("1 tablespoon")).toBe("1 cucchiaio");
    expect(portionByRules("3 tbsp")).toBe("3 cucchiai");
    expect(portionByRules("2 cups")).toBe("2 tazze");
    expect(portionByRules("1/2 cup")).toBe("1/2 tazza");
    expect(portionByRules("1.5 cups")).toBe("1,5 tazze");
    expect(portionByRules("3 slices")).toBe("3 fette");
    expect(portionByRules("1 oz")).toBe("1 oncia");
    expect(portionByRules("4 oz")).toBe("4 once");
    expect(portionByRules("2 fl oz")).toBe("2 once liquide");
    expect(portionByRules("6 pieces")).toBe("6 pezzi");
    expect(portionByRules("2 servings")).toBe("2 porzioni");
  });

  it("put the size after the noun and agree it in gender and number", () => {
    expect(portionByRules("1 medium apple")).toBe("1 mela media");
    expect(portionByRules("2 medium apples")).toBe("2 mele medie");
    expect(portionByRules("1 small potato")).toBe("1 patata piccola");
    expect(portionByRules("1 medium tomato")).toBe("1 pomodoro medio");
    expect(portionByRules("3 small tomatoes")).toBe("3 pomodori piccoli");
    expect(portionByRules("2 large eggs")).toBe("2 uova grandi");
    expect(portionByRules("1 medium slice")).toBe("1 fetta media");
    expect(portionByRules("1 large")).toBe("1 grande");
    expect(portionByRules("20 small")).toBe("20 piccoli");
  });

  it("translate containers, preparations and parentheses, keeping metric amounts", () => {
    expect(portionByRules("1 can (330 ml)")).toBe("1 lattina (330 ml)");
    expect(portionByRules("1 small glass (200 ml)")).toBe("1 bicchiere piccolo (200 ml)");
    expect(portionByRules("1 bottle")).toBe("1 bottiglia");
    expect(portionByRules("1 serving (2 eggs)")).toBe("1 porzione (2 uova)");
    expect(portionByRules("1 cup, chopped")).toBe("1 tazza, tritato");
    expect(portionByRules("1 tbsp grated")).toBe("1 cucchiaio, grattugiato");
  });

  it("give null, never half a translation, when a word is unknown", () => {
    expect(portionByRules("1 gizmo")).toBeNull();
    expect(portionByRules("1 medium gizmo")).toBeNull();
    expect(portionByRules("2 cups, frobnicated")).toBeNull();
    expect(portionByRules("1 cup (weird thing)")).toBeNull();
    expect(portionByRules("a handful")).toBeNull();
    expect(portionByRules("")).toBeNull();
  });
});
