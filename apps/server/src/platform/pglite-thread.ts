/**
 * PGlite in a worker thread (PGLITE_WORKER=true; src/platform/pglite-worker.mjs): what Drizzle's
 * PGlite driver calls on its client (`query`, `transaction`; `exec`, `close`), sent to the worker.
 *
 * Order: PGlite has one connection, so every statement runs after the one before, in the order
 * sent. A transaction (BEGIN … COMMIT, as PGlite's own `transaction()` does it) has the connection
 * to itself: statements sent outside it while it is open wait until it ends, and it begins only
 * after the statements sent before it (they are ahead of its BEGIN in the worker's queue).
 */
import { Worker } from 'node:worker_threads';

export interface ThreadResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle's parsers: the text of these types is handed back unparsed (see the worker). */
  parsers?: Record<number, unknown>;
}

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult>;
  exec(sql: string): Promise<ThreadResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** An error of the worker's database, with its fields (code, detail, constraint…) back on it. */
class ThreadDatabaseError extends Error {}

function revive(data: { name?: string; message: string } & Record<string, unknown>): Error {
  const error = new ThreadDatabaseError(data.message);
  Object.assign(error, data);
  return error;
}

export class PGliteThread {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  /** The transaction now open: statements outside it wait for this. */
  private transactionDone: Promise<void> | null = null;
  private closedWith: Error | null = null;
  private nextTransaction = 1;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (message: { id: number; result?: unknown; error?: never }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(revive(message.error));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.closedWith = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the PGlite worker has stopped')));
  }

  /** Starts the worker and opens the database in it (a folder, or in memory from a dump). */
  static async create(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: options,
    });
    await new Promise<void>((resolve, reject) => {
      const ready = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', ready);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', ready);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the PGlite worker exited (${code})`)));
    });
    return new PGliteThread(worker);
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private sendQuery(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.send<ThreadResult>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    });
  }

  private sendExec(sql: string) {
    return this.send<ThreadResult[]>({ op: 'exec', sql });
  }

  /** Waits while a transaction holds the connection. */
  private async outside(): Promise<void> {
    while (this.transactionDone) await this.transactionDone;
  }

  async query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult> {
    await this.outside();
    return this.sendQuery(sql, params, options);
  }

  async exec(sql: string): Promise<ThreadResult[]> {
    await this.outside();
    return this.sendExec(sql);
  }

  /**
   * PGlite's own transaction in the worker (BEGIN, `work`, then COMMIT, or ROLLBACK when it
   * throws), the connection its own meanwhile.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    await this.outside();
    let end!: () => void;
    this.transactionDone = new Promise<void>((resolve) => (end = resolve));
    const number = this.nextTransaction++;
    let closed = false;
    const inside = <R>(message: Record<string, unknown>) => {
      if (closed) return Promise.reject(new Error('Transaction is closed'));
      return this.send<R>({ ...message, tx: number });
    };
    const finish = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.send({ op: 'end', tx: number, commit });
    };
    const tx: ThreadTransaction = {
      query: (sql, params = [], options = {}) =>
        inside<ThreadResult>({
          op: 'query',
          sql,
          params,
          rowMode: options.rowMode ?? 'object',
          rawTypes: Object.keys(options.parsers ?? {}).map(Number),
        }),
      exec: (sql) => inside<ThreadResult[]>({ op: 'exec', sql }),
      rollback: () => finish(false),
      get closed() {
        return closed;
      },
    };
    try {
      await this.send({ op: 'begin', tx: number });
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        await finish(false);
        throw error;
      }
      await finish(true);
      return result;
    } finally {
      this.transactionDone = null;
      end();
    }
  }

  async close(): Promise<void> {
    await this.outside();
    if (!this.closedWith) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
