import type { FoodCategory } from "../../src/shared/domain/food-categories.js";

/** Our food group for an SR28 food: by its SR28 food group, refined by the head of its name. */
export function categoryOf(groupCode: string, name: string): FoodCategory {
  const starts = (pattern: RegExp) => pattern.test(name);
  switch (groupCode) {
    case "0100":
      return starts(/^Egg\b|^Eggs\b/) ? "eggs" : "dairy";
    case "0200":
      return "condiments";
    case "0300":
      return "baby-foods";
    case "0400":
      return starts(/^(Salad dressing|Mayonnaise|Sandwich spread|Sauce)/i) ? "condiments" : "oils";
    case "0500":
      return "poultry";
    case "0600":
      return starts(/^Soup|Chowder|Stew|Broth/i) ? "dishes" : "condiments";
    case "0700":
    case "1000":
    case "1300":
    case "1700":
      return "meat";
    case "0800":
    case "2000":
      return "grains";
    case "0900":
      return /juice|nectar|drink|smoothie|beverage/i.test(name) ? "drinks" : "fruit";
    case "1100":
      return /juice/i.test(name) ? "drinks" : "vegetables";
    case "1200":
      return "nuts";
    case "1400":
      return "drinks";
    case "1500":
      return "fish";
    case "1600":
      return starts(/^Soymilk|^Soy milk/i) ? "drinks" : "legumes";
    case "1800":
      return starts(
        /^(Cake|Cakes|Cookies|Cookie|Pie|Pies|Doughnuts|Pastry|Pastries|Danish|Brownies|Cheesecake|Sweet rolls|Toaster pastries|Cream puff|Eclairs|Coffeecake|Strudel|Puff pastry|Frostings?|Ice cream cones)\b/i,
      )
        ? "sweets"
        : starts(/^Crackers?\b/i)
          ? "snacks"
          : "grains";
    case "1900":
      return starts(/^Snacks?\b/i) ? "snacks" : "sweets";
    case "2100":
    case "3600":
      return "fast-food";
    case "2200":
      return "dishes";
    case "2500":
      return "snacks";
    case "3500":
      return traditionalFood(name);
    default:
      throw new Error(`unknown SR28 food group ${groupCode} (${name})`);
  }
}

/** American Indian and Alaska Native foods: by what the name says they are. */
function traditionalFood(name: string): FoodCategory {
  if (
    /^(Fish|Salmon|Whitefish|Smelt|Cisco|Burbot|Trout|Herring|Octopus|Seal|Whale|Walrus|Sea lion|Oysters?|Clams?|Steelhead|Sheefish|Lingcod|Chum|Sea cucumber|Ascidians|Chiton|Cockles|Oopah)\b/i.test(
      name,
    )
  )
    return "fish";
  if (/^(Caribou|Moose|Elk|Deer|Bear|Beaver|Buffalo|Bison|Squirrel|Rabbit|Muskrat|Mutton|Game|Beef)\b/i.test(name))
    return "meat";
  if (/^(Duck|Goose|Grouse|Ptarmigan|Duck eggs|Owl|Swan)\b/i.test(name)) return "poultry";
  if (/(berr|Rose Hips|Chokecherr|Currants|Plums?|Cactus|Prickly|Fruit|Melon)/i.test(name)) return "fruit";
  if (/^(Acorn flour|Cornmeal|Corn|Frybread|Bread|Piki|Tortilla|Navajo|Tamales|Hominy|Blue corn)/i.test(name))
    return "grains";
  if (/(tea|coffee|juice|drink|beverage)/i.test(name)) return "drinks";
  if (
    /(Greens?|Leaves|Shoots|Roots?|Stalks|Squash|Cattail|Fireweed|Sourdock|Willow|Wocas|Cloudberry|Lambsquarters|Mountain|Onion|Potato|Seaweed|Kelp|Laver|Agave|Turnips|Nettles|Rhubarb)/i.test(
      name,
    )
  )
    return "vegetables";
  if (/(Oil|Fat|Tallow|Lard)/i.test(name)) return "oils";
  if (/(nuts|Hazelnuts|Pinon)/i.test(name)) return "nuts";
  return "dishes";
}
