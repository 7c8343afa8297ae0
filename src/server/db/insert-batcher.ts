/**
 * Opportunistic batching of single-row inserts: while one INSERT is in flight, rows that arrive
 * wait and then go together in the next multi-row INSERT, one statement and one commit (one WAL
 * flush) for all of them. Nothing waits on a timer: a lone row is inserted at once, so batching
 * only happens when requests already overlap. Every caller gets its own row back only after the
 * statement that holds it has committed, so an acknowledged write is a durable one.
 *
 * If a batch fails (one bad row fails the whole statement), its rows are retried one by one, so
 * each caller gets its own result or its own error, never a neighbour's.
 */
export interface InsertBatcher<Row, Result> {
  insert(row: Row): Promise<Result>;
}

interface Pending<Row, Result> {
  row: Row;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function insertBatcher<Row, Result>(options: {
  insertOne: (row: Row) => Promise<Result>;
  /** One result per row, in the rows' order. Throws only when nothing was stored (one statement). */
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
    } catch {
      // Nothing of the batch was stored (one statement): each row gets its own chance and answer.
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
