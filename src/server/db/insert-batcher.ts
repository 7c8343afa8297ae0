import { pgErrorCode } from "./errors.js";

/**
 * Opportunistic batching of single-row inserts: while one INSERT is in flight, rows that arrive
 * wait and then go together in the next multi-row INSERT, one statement and one commit (one WAL
 * flush) for all of them. Nothing waits on a timer: a lone row is inserted at once, so batching
 * only happens when requests already overlap. Every caller gets its own row back only after the
 * statement that holds it has committed, so an acknowledged write is a durable one.
 *
 * A batch is one statement in its own implicit transaction, so it stores all its rows or none.
 * When PostgreSQL refused it for a value or a rule (`refusedWhole`), none was stored, and one bad
 * row must not fail its neighbours: its rows are tried again one by one, each caller getting its
 * own row or its own error. Any other failure (the connection dropped, the server shut down, a
 * timeout) leaves the outcome unknown, since the commit may have happened just before the socket
 * closed: a retry would then store every row twice, so every caller of the batch gets the error.
 *
 * Kept because it measured better than plain single-row inserts: a commit per meal costs
 * PostgreSQL more CPU than the batch's pairing by ordinal saves (bench/mixed.ts with
 * BENCH_VISIT=log; the figures, dated, in docs/performance.md).
 */
export interface InsertBatcher<Row, Result> {
  insert(row: Row): Promise<Result>;
}

interface Pending<Row, Result> {
  row: Row;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Whether a failed statement proves that nothing of it was stored: PostgreSQL answered with an
 * error of class 22 (data exception: a value out of range, a bad cast) or 23 (integrity
 * constraint violation: a foreign key, a CHECK, NOT NULL, a unique key). Those abort the
 * statement, and with it the transaction it ran in. A connection error has no SQLSTATE, and
 * others (57P01, the backend terminated; 08006, connection failure) say nothing of the commit.
 */
export function refusedWhole(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && /^2[23][0-9A-Z]{3}$/.test(code);
}

export function insertBatcher<Row, Result>(options: {
  insertOne: (row: Row) => Promise<Result>;
  /**
   * One result per row, in the rows' order, from one statement: it stores every row or none, and
   * throws an error `refusedWhole` recognises only when none was stored.
   */
  insertMany: (rows: Row[]) => Promise<Result[]>;
  maxBatch?: number;
}): InsertBatcher<Row, Result> {
  const maxBatch = options.maxBatch ?? 100;
  let waiting: Pending<Row, Result>[] = [];
  let inFlight = false;

  async function insertEachAlone(batch: Pending<Row, Result>[]) {
    await Promise.all(
      batch.map(async (pending) => {
        try {
          pending.resolve(await options.insertOne(pending.row));
        } catch (error) {
          pending.reject(error);
        }
      }),
    );
  }

  async function run(batch: Pending<Row, Result>[]) {
    const only = batch.length === 1 ? batch[0] : undefined;
    if (only) {
      await insertEachAlone([only]);
      return;
    }
    let results: Result[];
    try {
      results = await options.insertMany(batch.map((pending) => pending.row));
    } catch (error) {
      if (!refusedWhole(error)) throw error; // outcome unknown: each caller of the batch gets it
      await insertEachAlone(batch);
      return;
    }
    for (const [i, pending] of batch.entries()) pending.resolve(results[i] as Result);
  }

  async function drain() {
    inFlight = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, maxBatch);
        waiting = waiting.slice(batch.length);
        try {
          await run(batch);
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      inFlight = false;
    }
  }

  return {
    insert(row) {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        if (!inFlight) void drain();
      });
    },
  };
}
