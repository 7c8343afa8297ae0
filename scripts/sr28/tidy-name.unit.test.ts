import { describe, expect, it } from "vitest";
import { tidyName } from "./tidy-name.js";

describe("tidyName", () => {
  it.each([
    ["McDONALD'S, BIG MAC", "McDonald's, Big Mac"],
    ['PIZZA HUT 14" Pepperoni Pizza, Pan Crust', 'Pizza Hut 14" Pepperoni Pizza, Pan Crust'],
    ["Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes", "Cereals ready-to-eat, Kellogg, Kellogg's Corn Flakes"],
    ["KFC, Fried Chicken, EXTRA CRISPY, Breast", "KFC, Fried Chicken, Extra Crispy, Breast"],
    ["Snacks, CHEEZ-IT crackers", "Snacks, Cheez-It crackers"],
    ["USDA Commodity, salsa", "USDA Commodity, salsa"],
    [
      "Candies, MARS SNACKFOOD US, M&M's Milk Chocolate Candies",
      "Candies, Mars Snackfood US, M&M's Milk Chocolate Candies",
    ],
    [
      "Beverages, UNILEVER, SLIMFAST Shake Mix, high protein, whey powder, 3-2-1 Plan,",
      "Beverages, Unilever, Slimfast Shake Mix, high protein, whey powder, 3-2-1 Plan",
    ],
    ["Cheese, cottage, lowfat, 2% milkfat", "Cheese, cottage, lowfat, 2% milkfat"],
  ])("%s -> %s", (raw, tidy) => {
    expect(tidyName(raw)).toBe(tidy);
  });
});
