import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

/**
 * Food search in Italian (issue 28, item 6), for every user whatever the interface language.
 *
 * NAMED are the issue's own queries: the intended food must come first. HELD_OUT was written and
 * committed before the Italian names were (not tuned on): what an Italian types for everyday foods
 * and dishes, with plurals, missing accents and other word orders. At least 90 % must find the
 * intended food first, and every one in the first three. The English queries keep their results
 * in search-quality.test.ts and food-search.test.ts.
 */
const NAMED: [string, RegExp][] = [
  ["mela", /^Apple, raw/],
  ["pollo petto", /^Chicken breast, roasted/],
  ["petto di pollo", /^Chicken breast, roasted/],
  ["mozzarella", /^Mozzarella \(cow's milk\)/],
  ["pasta al pomodoro", /^Pasta al pomodoro/],
  ["prosciutto crudo", /^Prosciutto crudo/],
  ["riso", /^Rice, white, cooked/],
  ["lenticchie", /^Lentils, boiled/],
  ["tonno in scatola", /^Tuna, canned in oil/],
  ["yogurt greco", /^Greek yogurt/],
  // Accents, case, plurals.
  ["caffe", /^Espresso/],
  ["CAFFÈ", /^Espresso/],
  ["mele", /^Apple, raw/],
];

const HELD_OUT: [string, RegExp][] = [
  ["arance", /^Orange, raw/],
  ["fragole", /^Strawberries/],
  ["pesche", /^Peach, raw/],
  ["albicocche", /^Apricot, raw/],
  ["carote", /^Carrot, raw/],
  ["cetrioli", /^Cucumber/],
  ["spinaci", /^Spinach/],
  ["cavolfiore", /^Cauliflower/],
  ["peperoni", /^Bell pepper/],
  ["cipolla", /^Onion, raw/],
  ["lattuga", /^Lettuce/],
  ["funghi", /^Mushrooms/],
  ["piselli", /^Peas/],
  ["mais", /^Sweet corn/],
  ["carciofi", /^Artichoke/],
  ["banane", /^Banana, raw/],
  ["uva", /^Grapes/],
  ["anguria", /^Watermelon/],
  ["limone", /^Lemon/],
  ["noci", /^Walnuts/],
  ["mandorle", /^Almonds/],
  ["nocciole", /^Hazelnuts/],
  ["pistacchi", /^Pistachios/],
  ["burro di arachidi", /^Peanut butter/],
  ["olio di oliva extravergine", /^Olive oil/],
  ["burro", /^Butter/],
  ["latte intero", /^Milk, whole/],
  ["latte parzialmente scremato", /^Milk, semi-skimmed/],
  ["latte di mandorla", /^Almond milk/],
  ["yogurt bianco", /^Yogurt, plain/],
  ["grana", /^Grana Padano/],
  ["pecorino", /^Pecorino/],
  ["stracchino", /^Stracchino/],
  ["burrata", /^Burrata/],
  ["tacchino", /^Turkey breast/],
  ["coscia di pollo", /^Chicken (drumstick|thigh)/],
  ["manzo macinato", /^Beef, ground/],
  ["bistecca di manzo", /^Beef steak/],
  ["salsiccia", /^Sausage, Italian/],
  ["pancetta", /^Pancetta/],
  ["salame", /^Salami/],
  ["merluzzo", /^Cod/],
  ["gamberi", /^Shrimp/],
  ["orata", /^Sea bream/],
  ["branzino", /^Sea bass/],
  ["tonno al naturale", /^Tuna, canned in water/],
  ["uova strapazzate", /^Eggs, scrambled/],
  ["albume", /^Egg white/],
  ["pasta integrale", /^Pasta, whole-wheat/],
  ["riso integrale", /^Rice, brown/],
  ["riso basmati", /^Rice, white, cooked/],
  ["pane integrale", /^Whole-wheat bread/],
  ["fiocchi d'avena", /^Oats, rolled/],
  ["farro", /^Spelt/],
  ["cannellini", /^White beans/],
  ["lenticchie secche", /^Lentils, dry/],
  ["piadina", /^Piadina/],
  ["pasta al tonno", /^Pasta al tonno/],
  ["amatriciana", /amatriciana/],
  ["tortellini in brodo", /^Tortellini in brodo/],
  ["pizza capricciosa", /^Pizza capricciosa/],
  ["pizza quattro formaggi", /^Pizza quattro formaggi/],
  ["panna cotta", /^Panna cotta/],
  ["cannoli", /^Cannolo/],
  ["ossobuco", /^Ossobuco/],
  ["risotto alla milanese", /^Risotto alla (milanese|parmigiana)/],
  ["melanzane alla parmigiana", /^Parmigiana di melanzane/],
  ["insalata di riso", /^Insalata di riso/],
  ["te verde", /^Tea, green/],
  ["birra", /^Beer, lager/],
  ["vino bianco", /^Wine, white/],
  ["acqua frizzante", /^Water, sparkling/],
  ["succo d'arancia", /^Orange juice/],
  ["cioccolato fondente", /^Chocolate, dark/],
  ["marmellata", /^Jam/],
  ["patate al forno", /^Potato, baked/],
  ["fagioli borlotti", /^Borlotti/],
  ["minestra di verdure", /^Minestrone/],
  ["ceci lessi", /^Chickpeas, boiled/],
  ["filetto di salmone", /^Salmon/],
  ["pollo alla griglia", /^Chicken breast/],
  ["gelato alla vaniglia", /^Ice cream, vanilla/],
  ["biscotti frollini", /^Biscuits, shortbread/],
  ["crostata", /^Crostata/],
  ["pane bianco", /^Bread, (white|Italian)/],
];

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
  await client.register("italiano");
});
afterAll(() => t.close());

/** Where the intended food is among the first ten results (-1: not there), and the first five names. */
async function rankOf(q: string, expected: RegExp): Promise<{ at: number; firstFive: string }> {
  const res = await client.get(`/api/foods?q=${encodeURIComponent(q)}&limit=10`);
  expect(res.statusCode, res.body).toBe(200);
  const names = (res.json() as Food[]).map((f) => f.name);
  return { at: names.findIndex((name) => expected.test(name)), firstFive: names.slice(0, 5).join(" | ") };
}

describe("food search in Italian", () => {
  it.each(NAMED)("'%s' finds the intended food first", async (q, expected) => {
    const { at, firstFive } = await rankOf(q, expected);
    expect(at, `${q}: ${firstFive}`).toBe(0);
  });

  it(`holds at least 60 held-out queries (${HELD_OUT.length})`, () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(60);
  });

  it.each(HELD_OUT)("held out: '%s' puts the intended food in the top 3", async (q, expected) => {
    const { at, firstFive } = await rankOf(q, expected);
    expect(at, `${q}: ${firstFive}`).toBeGreaterThanOrEqual(0);
    expect(at, `${q}: ${firstFive}`).toBeLessThan(3);
  });

  it("held out: at least 90 % find the intended food first", async () => {
    const missed: string[] = [];
    for (const [q, expected] of HELD_OUT) {
      const { at, firstFive } = await rankOf(q, expected);
      if (at !== 0) missed.push(`${q} (${at}): ${firstFive}`);
    }
    const first = HELD_OUT.length - missed.length;
    expect(
      first / HELD_OUT.length,
      `first ${first}/${HELD_OUT.length}; missed:\n${missed.join("\n")}`,
    ).toBeGreaterThanOrEqual(0.9);
  });
});

describe("Italian forms in a user's own foods", () => {
  // Without the Italian forms neither 'mela' nor 'cotta' is a word of "Mele cotte della nonna".
  it("finds an own food by another form of its words, first, and only for its owner", async () => {
    const created = await client.post("/api/foods", {
      name: "Mele cotte della nonna",
      referenceGrams: 100,
      calories: 210,
      proteins: 8,
      carbs: 24,
      fats: 9,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await rankOf("mela cotta", /^Mele cotte della nonna$/)).at).toBe(0);
    const stranger = new TestClient(t.app);
    await stranger.register("straniero");
    const res = await stranger.get(`/api/foods?q=${encodeURIComponent("mela cotta")}&limit=10`);
    expect((res.json() as Food[]).map((f) => f.name)).not.toContain("Mele cotte della nonna");
  });
});
