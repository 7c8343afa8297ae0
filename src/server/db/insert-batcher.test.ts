import { describe, expect, it } from "vitest";
import { insertBatcher } from "./insert-batcher.js";

/** A table in memory whose statements take a moment, so inserts overlap as they do under load. */
function slowTable() {
  const statements: number[][] = [];
  let nextId = 1;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    statements,
    async insertOne(value: number) {
      await tick();
      if (value < 0) throw new Error(`bad value ${value}`);
      statements.push([value]);
      return { id: nextId++, value };
    },
    async insertMany(values: number[]) {
      await tick();
      if (values.some((v) => v < 0)) throw new Error("batch refused");
      statements.push(values);
      return values.map((value) => ({ id: nextId++, value }));
    },
  };
}

describe("insertBatcher", () => {
  it("inserts a lone row at once, then sends the rows that arrived meanwhile as one statement", async () => {
    const table = slowTable();
    const batcher = insertBatcher(table);
    const results = await Promise.all([1, 2, 3, 4, 5].map((v) => batcher.insert(v)));
    expect(results.map((r) => r.value)).toEqual([1, 2, 3, 4, 5]);
    expect(table.statements).toEqual([[1], [2, 3, 4, 5]]);
    expect(new Set(results.map((r) => r.id)).size).toBe(5);
  });

  it("caps a statement at maxBatch rows", async () => {
    const table = slowTable();
    const batcher = insertBatcher({ ...table, maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5, 6].map((v) => batcher.insert(v)));
    expect(table.statements).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it("retries a failed batch row by row: only the bad row's caller gets an error", async () => {
    const table = slowTable();
    const batcher = insertBatcher(table);
    const results = await Promise.allSettled([1, 2, -3, 4].map((v) => batcher.insert(v)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect((results[2] as PromiseRejectedResult).reason.message).toBe("bad value -3");
    expect(table.statements.flat().sort()).toEqual([1, 2, 4]);
  });

  it("keeps working after a failure", async () => {
    const table = slowTable();
    const batcher = insertBatcher(table);
    await expect(batcher.insert(-1)).rejects.toThrow("bad value -1");
    await expect(batcher.insert(7)).resolves.toMatchObject({ value: 7 });
  });
});
