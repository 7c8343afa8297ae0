/** Which catalog foods can play which part in a meal, in what amounts, and the meal templates. */
import type { MealType } from "../../../../shared/contracts/meals.js";
import type { BuiltinFood } from "./foods.js";

export type Role =
  | "protein"
  | "carb"
  | "veg"
  | "oil"
  | "dairyBase"
  | "cereal"
  | "porridge"
  | "fruit"
  | "nuts"
  | "bread"
  | "eggs"
  | "spread"
  | "dish"
  | "breakfastDish";

interface RoleRule {
  categories: string[];
  include?: RegExp;
  exclude?: RegExp;
  /** Grams allowed for one serving in this role. */
  min: number;
  max: number;
}

const COOKED =
  /\b(roasted|baked|grilled|broiled|cooked|boiled|steamed|pan-browned)\b|canned in water|^tofu, firm|^tempeh/i;
const SALAD_RAW =
  /^(tomato, red|cherry tomatoes|cucumber|lettuce, (romaine|green)|rocket|bell pepper|carrot, raw|spinach, raw|fennel|radicchio|cabbage|kale)/i;
const BREAKFAST_DISH = /pancake|waffle|cr[eê]pe|shakshuka|frittata/i;

const rules: Record<Role, RoleRule> = {
  protein: {
    categories: ["meat", "poultry", "fish", "legumes"],
    include: COOKED,
    exclude:
      /\b(raw|dry|liver|wings|nuggets?|deli|sticks|battered|fried|pickled|spareribs|ribeye|whole, roasted|with skin|lupini|flour)\b|baked beans|refried|salt cod|prosciutto|bresaola|speck|mortadella|salami|pepperoni|chorizo|ham\b|bacon/i,
    min: 60,
    max: 250,
  },
  carb: {
    categories: ["grains", "vegetables"],
    include: /cooked|^potato, (boiled|baked)|^sweet potato, baked/i,
    exclude: /oatmeal|porridge|mushroom|aubergine|carrot|spinach|broccoli|cauliflower|courgette|beans|peas|corn/i,
    min: 80,
    max: 350,
  },
  veg: {
    categories: ["vegetables"],
    exclude:
      /potato|corn|olive|pickle|sauerkraut|kimchi|sun-dried|wakame|onion|garlic|ginger|chili|parsley|basil|coriander|celery|radish|leek|endive|iceberg|turnip|bean sprouts|parsnip|beetroot|pumpkin, raw|aubergine \(eggplant\), raw/i,
    min: 50,
    max: 250,
  },
  oil: { categories: ["oils"], include: /^olive oil/i, min: 4, max: 15 },
  dairyBase: {
    categories: ["dairy"],
    include: /yogurt|skyr|cottage cheese|kefir/i,
    min: 100,
    max: 350,
  },
  cereal: { categories: ["grains"], include: /oats, rolled|muesli|granola|corn flakes/i, min: 20, max: 90 },
  porridge: { categories: ["grains"], include: /oatmeal|porridge/i, min: 150, max: 500 },
  fruit: {
    categories: ["fruit"],
    exclude: /lemon|lime|avocado|coconut|dried|raisins|prunes|dates|cranberries|canned|applesauce|passion|fig/i,
    min: 60,
    max: 300,
  },
  nuts: {
    categories: ["nuts"],
    exclude: /butter|tahini|desiccated|chestnut|flaxseed|sesame|chia|macadamia|brazil|pine nuts|peanuts, raw/i,
    min: 10,
    max: 45,
  },
  bread: {
    categories: ["grains"],
    include: /bread|bagel/i,
    exclude: /bun|naan|pita|breadsticks/i,
    min: 25,
    max: 130,
  },
  eggs: { categories: ["eggs"], include: /scrambled|poached|boiled|omelette|fried/i, min: 45, max: 240 },
  spread: {
    categories: ["nuts", "dairy", "condiments", "sweets", "staples"],
    include: /^(peanut butter|almond butter|ricotta|jam|honey)/i,
    min: 10,
    max: 50,
  },
  dish: {
    categories: ["dishes"],
    exclude:
      /pancake|waffle|cr[eê]pe|shakshuka|frittata|french fries|coleslaw|potato salad|raita|samosa|spring rolls|mexican rice|nachos|bruschetta|miso soup|hot and sour|tomato soup|chicken noodle soup|clam chowder|tabbouleh|onion soup/i,
    min: 150,
    max: 650,
  },
  breakfastDish: { categories: ["dishes"], include: BREAKFAST_DISH, min: 60, max: 400 },
};

export interface RoleFood {
  food: BuiltinFood;
  /** Allowed whole grams, from the named portions times 0.5, 1, 1.5, 2, 2.5 or 3, ascending. */
  amounts: number[];
  /** A typical serving to start from. */
  typical: number;
}

export type RolePools = Record<Role, RoleFood[]>;

const MULTIPLIERS = [0.5, 1, 1.5, 2, 2.5, 3];

function amountsFor(food: BuiltinFood, rule: RoleRule): number[] {
  const set = new Set<number>();
  for (const portion of food.portions) {
    for (const m of MULTIPLIERS) {
      const grams = Math.round(portion.grams * m);
      if (grams >= rule.min && grams <= rule.max) set.add(grams);
    }
  }
  return [...set].sort((a, b) => a - b);
}

/** Sorts the foods into role pools (by name, so the catalog's order never matters). */
export function buildRolePools(catalog: BuiltinFood[]): RolePools {
  const key = (f: BuiltinFood) => `${f.name}\u0000${String(f.id)}`;
  const foods = [...catalog].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const pools = {} as RolePools;
  for (const [role, rule] of Object.entries(rules) as [Role, RoleRule][]) {
    pools[role] = [];
    for (const food of foods) {
      if (!food.category || !rule.categories.includes(food.category)) continue;
      if (rule.include && !rule.include.test(food.name)) continue;
      if (rule.exclude?.test(food.name)) continue;
      if (role === "veg" && !(COOKED.test(food.name) || SALAD_RAW.test(food.name))) continue;
      if (role === "veg" && food.per100.calories > 60) continue;
      const amounts = amountsFor(food, rule);
      if (amounts.length === 0) continue;
      const first = food.portions[0]?.grams ?? 100;
      const typical = amounts.reduce((best, g) => (Math.abs(g - first) < Math.abs(best - first) ? g : best));
      pools[role].push({ food, amounts, typical });
    }
  }
  return pools;
}

export interface Template {
  /** The first role is the main food (suggestions differ by it). */
  roles: Role[];
  /** Roles that may end up with 0 g. */
  optional?: Role[];
  /** How many combinations to try. */
  samples: number;
}

const mainMeal: Template[] = [
  { roles: ["protein", "carb", "veg", "oil"], optional: ["oil"], samples: 90 },
  { roles: ["protein", "veg", "oil"], optional: ["oil"], samples: 30 },
  { roles: ["dish", "veg"], optional: ["veg"], samples: 40 },
];

const snack: Template[] = [
  { roles: ["fruit", "nuts"], optional: ["nuts"], samples: 25 },
  { roles: ["dairyBase", "fruit", "nuts"], optional: ["fruit", "nuts"], samples: 25 },
  { roles: ["nuts", "fruit"], optional: ["fruit"], samples: 15 },
];

export const templates: Record<MealType, Template[]> = {
  breakfast: [
    { roles: ["dairyBase", "cereal", "fruit", "nuts"], optional: ["nuts"], samples: 40 },
    { roles: ["porridge", "fruit", "nuts"], optional: ["nuts"], samples: 20 },
    { roles: ["eggs", "bread", "fruit"], optional: ["fruit"], samples: 30 },
    { roles: ["bread", "spread", "fruit"], optional: ["fruit"], samples: 25 },
    { roles: ["breakfastDish", "fruit"], optional: ["fruit"], samples: 12 },
  ],
  lunch: mainMeal,
  dinner: mainMeal,
  snack,
};

/** Light options (~150 kcal) when nothing remains today, whatever the meal type. */
export const lightTemplates: Template[] = [
  ...snack,
  { roles: ["protein", "veg"], samples: 30 },
  { roles: ["veg", "oil"], optional: ["oil"], samples: 10 },
];
