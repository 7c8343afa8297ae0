import { describe, expect, it } from "vitest";
import { joinedParts, readPart, splitDescription } from "./meal-description.js";

const amountOf = (typed: string) => {
  const { quantity, quantityGiven, unit, size, food } = readPart(typed);
  return { quantity, quantityGiven, unit: unit?.word ?? null, kind: unit?.kind ?? null, size, food };
};

describe("splitDescription", () => {
  it("splits on lines, commas, semicolons and plus, but not on a decimal comma", () => {
    expect(splitDescription("2 eggs, a slice of toast with butter")).toEqual([
      "2 eggs",
      "a slice of toast with butter",
    ]);
    expect(splitDescription("1,5 kg potatoes; coffee\n an apple + tea plus jam")).toEqual([
      "1,5 kg potatoes",
      "coffee",
      "an apple",
      "tea",
      "jam",
    ]);
  });

  it("drops parts without a letter or digit", () => {
    expect(splitDescription(" , ;; \n - ")).toEqual([]);
  });
});

describe("readPart", () => {
  it("reads counts, in digits and in words", () => {
    expect(amountOf("2 eggs")).toMatchObject({ quantity: 2, quantityGiven: true, unit: null, food: "eggs" });
    expect(amountOf("an apple")).toMatchObject({ quantity: 1, quantityGiven: true, food: "apple" });
    expect(amountOf("two dozen eggs")).toMatchObject({ quantity: 24, food: "eggs" });
    expect(amountOf("a couple of bananas")).toMatchObject({ quantity: 2, food: "bananas" });
    expect(amountOf("eggs x3")).toMatchObject({ quantity: 3, quantityGiven: true, food: "eggs" });
    expect(amountOf("2-3 biscuits")).toMatchObject({ quantity: 2.5, food: "biscuits" });
  });

  it("reads fractions: 1/2, 1 1/2, ½, 1,5, half a, one and a half, 2 and a half", () => {
    expect(amountOf("1/2 cup rice")).toMatchObject({ quantity: 0.5, unit: "cup", food: "rice" });
    expect(amountOf("1 1/2 cups pasta")).toMatchObject({ quantity: 1.5, unit: "cup", food: "pasta" });
    expect(amountOf("½ avocado")).toMatchObject({ quantity: 0.5, food: "avocado" });
    expect(amountOf("1,5 kg potatoes")).toMatchObject({ quantity: 1.5, unit: "kg", food: "potatoes" });
    expect(amountOf("half a cup of oats")).toMatchObject({ quantity: 0.5, unit: "cup", food: "oats" });
    expect(amountOf("one and a half cups of milk")).toMatchObject({ quantity: 1.5, unit: "cup", food: "milk" });
    expect(amountOf("2 and a half slices of bread")).toMatchObject({ quantity: 2.5, unit: "slice", food: "bread" });
  });

  it("reads weights and volumes in any spelling, attached or not", () => {
    expect(amountOf("200 g chicken breast")).toMatchObject({ quantity: 200, unit: "g", kind: "mass" });
    expect(amountOf("200g chicken breast")).toMatchObject({ quantity: 200, unit: "g", food: "chicken breast" });
    expect(amountOf("150 grams of salmon")).toMatchObject({ unit: "g", food: "salmon" });
    expect(amountOf("3 oz cheddar")).toMatchObject({ quantity: 3, unit: "oz", kind: "mass" });
    expect(amountOf("3 Tablespoons olive oil")).toMatchObject({ quantity: 3, unit: "tbsp", kind: "volume" });
    expect(amountOf("2 tsp sugar")).toMatchObject({ unit: "tsp", food: "sugar" });
    expect(amountOf("250ml orange juice")).toMatchObject({ quantity: 250, unit: "ml", food: "orange juice" });
    expect(amountOf("8 fl oz milk")).toMatchObject({ quantity: 8, unit: "fl oz", food: "milk" });
  });

  it("reads an amount written after the food", () => {
    expect(amountOf("chicken breast 200g")).toMatchObject({ quantity: 200, unit: "g", food: "chicken breast" });
    expect(amountOf("rice (150 g)")).toMatchObject({ quantity: 150, unit: "g", food: "rice" });
  });

  it("reads named pieces, with or without a number, and any word before 'of' after a number", () => {
    expect(amountOf("a slice of toast")).toMatchObject({ quantity: 1, unit: "slice", kind: "piece", food: "toast" });
    expect(amountOf("cup of tea")).toMatchObject({ quantity: 1, quantityGiven: false, unit: "cup", food: "tea" });
    expect(amountOf("a glass of wine")).toMatchObject({ unit: "glass", food: "wine" });
    expect(amountOf("2 bowls of soup")).toMatchObject({ quantity: 2, unit: "bowl", food: "soup" });
    expect(amountOf("a tub of ice cream")).toMatchObject({ unit: "tub", food: "ice cream" });
    expect(amountOf("two helpings of lasagne")).toMatchObject({ quantity: 2, unit: "helping", food: "lasagne" });
  });

  it("keeps sizes apart from the food, but not a dish's own words", () => {
    expect(amountOf("2 large eggs")).toMatchObject({ quantity: 2, size: "large", food: "eggs" });
    expect(amountOf("a large glass of milk")).toMatchObject({ size: "large", unit: "glass", food: "milk" });
    expect(amountOf("big mac")).toMatchObject({ size: null, food: "big mac" });
  });

  it("leaves a bare name without an amount, and a bare amount without a food", () => {
    expect(amountOf("butter")).toMatchObject({ quantity: 1, quantityGiven: false, unit: null, food: "butter" });
    expect(amountOf("some pasta")).toMatchObject({ quantityGiven: false, food: "pasta" });
    expect(amountOf("a little milk")).toMatchObject({ quantityGiven: false, food: "milk" });
    expect(amountOf("200 g")).toMatchObject({ quantity: 200, unit: "g", food: "" });
    // "2 slices" alone: the word is the food (deli slices), not a unit of nothing.
    expect(amountOf("2 slices")).toMatchObject({ quantity: 2, unit: null, food: "slices" });
  });

  it("takes a one- or two-letter unit only after a number", () => {
    expect(amountOf("a g")).toMatchObject({ unit: null });
    expect(amountOf("l")).toMatchObject({ unit: null, food: "l" });
  });

  it("quotes the part as typed, without its closing punctuation", () => {
    expect(readPart("  2 Eggs!  ").typed).toBe("2 Eggs");
  });
});

describe("joinedParts", () => {
  it("splits a phrase on and, with, & and w/", () => {
    expect(joinedParts("toast with butter")).toEqual(["toast", "butter"]);
    expect(joinedParts("chicken breast and a cup of rice")).toEqual(["chicken breast", "a cup of rice"]);
    expect(joinedParts("rice & beans w/ salsa")).toEqual(["rice", "beans", "salsa"]);
    expect(joinedParts("sandwich")).toEqual(["sandwich"]);
  });
});

describe("readPart in Italian (issue 28)", () => {
  it("reads Italian number words, units and portions, and 'di' between an amount and its food", () => {
    expect(amountOf("2 uova")).toMatchObject({ quantity: 2, unit: null, food: "uova" });
    expect(amountOf("una fetta di pane")).toMatchObject({ quantity: 1, unit: "slice", kind: "piece", food: "pane" });
    expect(amountOf("200 g di petto di pollo")).toMatchObject({ quantity: 200, unit: "g", food: "petto di pollo" });
    expect(amountOf("mezzo litro di latte")).toMatchObject({ quantity: 0.5, unit: "l", kind: "volume", food: "latte" });
    expect(amountOf("un piatto di pasta al pomodoro")).toMatchObject({
      quantity: 1,
      unit: "plate",
      food: "pasta al pomodoro",
    });
    expect(amountOf("tre cucchiai di olio")).toMatchObject({ quantity: 3, unit: "tbsp", food: "olio" });
    expect(amountOf("due cucchiaini di zucchero")).toMatchObject({ quantity: 2, unit: "tsp", food: "zucchero" });
    expect(amountOf("una tazza di riso")).toMatchObject({ quantity: 1, unit: "cup", food: "riso" });
    expect(amountOf("un bicchiere d'acqua")).toMatchObject({ quantity: 1, unit: "glass", food: "acqua" });
    expect(amountOf("un etto di prosciutto")).toMatchObject({
      quantity: 1,
      unit: "hg",
      kind: "mass",
      food: "prosciutto",
    });
    expect(amountOf("2 porzioni di lasagne")).toMatchObject({ quantity: 2, unit: "serving", food: "lasagne" });
    expect(amountOf("1 e mezzo litri di latte")).toMatchObject({ quantity: 1.5, unit: "l", food: "latte" });
    expect(amountOf("un paio di biscotti")).toMatchObject({ quantity: 2, unit: null, food: "biscotti" });
    expect(amountOf("una mela grande")).toMatchObject({ quantity: 1, size: "large", food: "mela" });
    expect(amountOf("2 uova piccole")).toMatchObject({ quantity: 2, size: "small", food: "uova" });
    expect(amountOf("un piccolo")).toMatchObject({ quantity: 1, size: null, food: "piccolo" });
    expect(amountOf("una grande mela")).toMatchObject({ quantity: 1, size: "large", food: "mela" });
  });

  it("takes vague amounts and partitives as no amount, and un' as una", () => {
    expect(amountOf("del pane")).toMatchObject({ quantityGiven: false, food: "pane" });
    expect(amountOf("un po' di riso")).toMatchObject({ quantityGiven: false, food: "riso" });
    expect(amountOf("un'arancia")).toMatchObject({ quantity: 1, quantityGiven: true, food: "arancia" });
  });

  it("splits foods joined by 'e', 'ed' or 'con'", () => {
    expect(splitDescription("2 uova, una fetta di pane e 200 g di petto di pollo")).toEqual([
      "2 uova",
      "una fetta di pane e 200 g di petto di pollo",
    ]);
    expect(joinedParts("pane e 200 g di petto di pollo")).toEqual(["pane", "200 g di petto di pollo"]);
    expect(joinedParts("mela e un caffè")).toEqual(["mela", "un caffè"]);
    expect(joinedParts("pasta con tonno ed olive")).toEqual(["pasta", "tonno", "olive"]);
  });
});
