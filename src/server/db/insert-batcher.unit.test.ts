import { describe, expect, it } from "vitest";
import { insertBatcher, refusedWhole } from "./insert-batcher.js";

/** What PostgreSQL answers for a foreign key a row breaks: the statement stored nothing. */
const refused = (message: string) => Object.assign(new Error(message), { code: "23503" });

/**
 * A table in memory whose statements take a moment, so inserts overlap as they do under load. A
 * negative value is refused as PostgreSQL refuses a bad row; `dropAfterCommit` makes the next
 * multi-row statement store its rows and then lose its connection, as a socket closed after COMMIT.
 */
function slowTable() {
  const stored: number[] = [];
  const statements: number[][] = [];
  let nextId = 1;
  let dropAfterCommit = false;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    stored,
    statements,
    dropNextBatchAfterCommit() {
      dropAfterCommit = true;
    },
    async insertOne(value: number) {
      await tick();
      if (value < 0) throw refused(`bad value ${value}`);
      statements.push([value]);
      stored.push(value);
      return { id: nextId++, value };
    },
    async insertMany(values: number[]) {
      await tick();
      if (values.some((v) => v < 0)) throw refused("batch refused");
      statements.push(values);
      stored.push(...values);
      if (dropAfterCommit) {
        dropAfterCommit = false;
        throw new Error("Connection terminated unexpectedly");
      }
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

  it("retries a batch PostgreSQL refused row by row: only the bad row's caller gets an error", async () => {
    const table = slowTable();
    const batcher = insertBatcher(table);
    const results = await Promise.allSettled([1, 2, -3, 4].map((v) => batcher.insert(v)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect((results[2] as PromiseRejectedResult).reason.message).toBe("bad value -3");
    expect(table.stored.sort()).toEqual([1, 2, 4]);
  });

  it("never retries a batch whose outcome is unknown: its callers get the error, each row stays stored once", async () => {
    const table = slowTable();
    const batcher = insertBatcher(table);
    const first = batcher.insert(1); // goes alone; the next three wait and go together
    table.dropNextBatchAfterCommit();
    const batch = await Promise.allSettled([2, 3, 4].map((v) => batcher.insert(v)));
    await expect(first).resolves.toMatchObject({ value: 1 });
    expect(batch.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect((batch[0] as PromiseRejectedResult).reason.message).toBe("Connection terminated unexpectedly");
    expect(table.stored.sort()).toEqual([1, 2, 3, 4]);
    await expect(batcher.insert(5)).resolves.toMatchObject({ value: 5 });
  });

  it("keeps working after a failure", async () => {
    const table = slowTable();
    const batcher = insertBatcher(table);
    await expect(batcher.insert(-1)).rejects.toThrow("bad value -1");
    await expect(batcher.insert(7)).resolves.toMatchObject({ value: 7 });
  });
});

describe("refusedWhole", () => {
  it("is true only for PostgreSQL's data exceptions and integrity violations, also when wrapped", () => {
    for (const code of ["22003", "22P02", "2200G", "23502", "23503", "23505", "23514"])
      expect(refusedWhole(Object.assign(new Error(code), { code }))).toBe(true);
    expect(refusedWhole(new Error("wrapped", { cause: { code: "23505" } }))).toBe(true);
    for (const code of ["57P01", "08006", "08003", "40001", "53300", "ECONNRESET", "EPIPE", "XX000", "220"])
      expect(refusedWhole(Object.assign(new Error(code), { code }))).toBe(false);
    expect(refusedWhole(new Error("Connection terminated unexpectedly"))).toBe(false);
    expect(refusedWhole(undefined)).toBe(false);
  });
});
