import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeOpenFoodFacts {
  url: string;
  /** How many lookups it has answered. */
  lookups(): number;
  close(): Promise<void>;
}

/** Rusks as Open Food Facts describes them (a product with a serving and several nutrients). */
export const RUSKS_BARCODE = "8001505005707";
const RUSKS = {
  product_name: "Fette biscottate",
  brands: "Mulino Bianco",
  quantity: "315 g",
  serving_size: "2 slices (20 g)",
  serving_quantity: 20,
  nutriments: {
    "energy-kcal_100g": 405,
    proteins_100g: 11,
    carbohydrates_100g: 74,
    fat_100g: 6.1,
    fiber_100g: 4,
    sodium_100g: 0.38,
    "saturated-fat_100g": 1.1,
  },
};

/** A loopback server that answers product lookups the way Open Food Facts' API v2 does. */
export async function startFakeOpenFoodFacts(
  products: Record<string, object> = { [RUSKS_BARCODE]: RUSKS },
): Promise<FakeOpenFoodFacts> {
  let lookups = 0;
  const server = http.createServer((req, res) => {
    lookups += 1;
    res.setHeader("content-type", "application/json");
    const code = /^\/api\/v2\/product\/(\d+)\.json$/.exec(req.url ?? "")?.[1];
    const product = code ? products[code] : undefined;
    res.end(JSON.stringify(product ? { status: 1, product } : { status: 0, status_verbose: "product not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lookups: () => lookups,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
