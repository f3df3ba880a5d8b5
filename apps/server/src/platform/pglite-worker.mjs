/**
 * The embedded PGlite database in a worker thread of its own (PGLITE_WORKER=true), so PostgreSQL's
 * WebAssembly and PGlite's reading of the wire protocol run beside the server's JavaScript instead
 * of taking turns with it on one thread. Messages from platform/pglite-thread.ts, each answered
 * { id, result } or { id, error }:
 *   { op: 'query', sql, params, rowMode, rawTypes, tx? }   one statement (in transaction `tx`)
 *   { op: 'exec', sql, tx? }                                statements without parameters
 *   { op: 'begin', tx }                                     PGlite's transaction(), held open…
 *   { op: 'end', tx, commit }                               …until this: COMMIT, or ROLLBACK
 *   { op: 'close' }
 * `rawTypes`: the type OIDs whose text is handed back as it is (Drizzle's parsers for dates,
 * timestamps, intervals and their arrays are functions, which cannot cross threads).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;
const client = await PGlite.create(workerData);

/** @type {Map<string, Record<number, (value: string) => string>>} */
const parserSets = new Map();
/** @param {number[]} types */
function parsersFor(types) {
  const key = types.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (/** @type {string} */ v) => v]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

/** An error as plain data: its message and the database's fields (code, detail, constraint…). */
function plain(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const data = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  return data;
}

/** @param {{ rows: unknown[], fields: unknown[], affectedRows?: number }} result */
const data = (result) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
});

/**
 * @typedef {{ query: PGlite['query'], exec: PGlite['exec'] }} Target
 * @typedef {{ tx: Target, end: (commit: boolean) => void, settled: Promise<unknown> }} Open
 */
/** @type {Map<number, Open>} */
const transactions = new Map();
const ROLLBACK = new Error('rolled back on request');

/** @param {number} number @returns {Promise<null>} answered once BEGIN has run */
function begin(number) {
  return new Promise((begun, failed) => {
    /** @type {(commit: boolean) => void} */
    let end = () => undefined;
    const settled = client
      .transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            end = (commit) => (commit ? resolve(null) : reject(ROLLBACK));
            transactions.set(number, { tx, end, settled });
            begun(null);
          }),
      )
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
        return null;
      })
      .finally(() => transactions.delete(number));
    settled.catch(failed);
  });
}

port.on(
  'message',
  (
    /** @type {{ id: number, op: string, tx?: number, commit?: boolean, sql?: string, params?: unknown[], rowMode?: 'array' | 'object', rawTypes?: number[] }} */ message,
  ) => {
    const { id, op } = message;
    /** @type {Target | undefined} */
    let target = client;
    /** @type {Open | undefined} */
    let open;
    if (message.tx !== undefined && op !== 'begin') {
      open = transactions.get(message.tx);
      target = open?.tx;
    }
    /** @type {Promise<unknown>} */
    let work;
    if (!target) work = Promise.reject(new Error('Transaction is closed'));
    else if (op === 'query')
      work = target
        .query(message.sql ?? '', message.params ?? [], {
          rowMode: message.rowMode ?? 'object',
          parsers: parsersFor(message.rawTypes ?? []),
        })
        .then(data);
    else if (op === 'exec')
      work = target.exec(message.sql ?? '').then((results) => results.map(data));
    else if (op === 'begin') work = begin(message.tx ?? 0);
    else if (op === 'end' && open) {
      open.end(message.commit === true);
      work = open.settled;
    } else if (op === 'close') work = client.close();
    else work = Promise.reject(new Error(`unknown operation ${op}`));
    // Called at once, in the order the messages came: PGlite runs them one after another in that order.
    work.then(
      (result) => port.postMessage({ id, result }),
      (error) => port.postMessage({ id, error: plain(error) }),
    );
  },
);
port.postMessage({ ready: true });
