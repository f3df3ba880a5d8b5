/**
 * Recipe pages read off the event loop (issue 41: one 49 KB page once held the server for 12 s,
 * `GET /api/health` of everyone else included). Each page is read by `readRecipePage` in a worker
 * thread (recipe-page-worker.mjs, started the way platform/pglite-thread.ts starts PGlite's), with
 * a time limit: a page not read within it is refused as too complex and its worker ended (the
 * next page gets a new one). The time limit counts from the moment the page reaches a worker that
 * is ready, not the worker's start (about a second, once per worker).
 *
 * Per process, at most `atOnce` pages are read at once, each by a worker of its own, and `waiting`
 * more wait in order; past that a page is refused at once with 429 (as avatar decoding does). A
 * worker left idle for `idleMs` ends; an idle worker never keeps the process alive.
 */
import { Worker } from 'node:worker_threads';
import { RECIPE_IMPORT_DETAILS } from '@wegrow/contract/meal-planning';
import { ConcurrencyGate } from '../../platform/concurrency-gate';
import { type RecipeDraft, RecipePageTooComplex } from './recipe-page';

export interface RecipePageThreadLimits {
  /** Pages read at once in one process. */
  atOnce: number;
  /** Pages waiting for a worker; one more is refused (429). */
  waiting: number;
  /** How long one page may take to read, in milliseconds. */
  timeLimitMs: number;
  /** A worker's heap, in MB: a page that needs more ends its worker and is refused. */
  heapMb: number;
  /** An idle worker ends after this, in milliseconds. */
  idleMs: number;
}

export const RECIPE_PAGE_THREAD_LIMITS: Readonly<RecipePageThreadLimits> = {
  atOnce: 2,
  waiting: 8,
  // A real recipe page (a few hundred KB) is read in tens of milliseconds; a 1 MB page of 47,000
  // elements took 0.65 s on a machine shared by many busy processes.
  timeLimitMs: 1_000,
  heapMb: 256,
  idleMs: 60_000,
};

/** Retry-After of the 429, in seconds (a page takes at most a second). */
const BUSY_RETRY_AFTER_SECONDS = 2;

type Answer = { id: number } & (
  { draft: RecipeDraft | null } | { tooComplex: string } | { error: string }
);

/** One worker, reading one page at a time, until it overruns, fails or idles out. */
class PageWorker {
  private nextId = 1;
  /** False once the worker has ended or is ending: it takes no more pages. */
  alive = true;

  private constructor(private readonly worker: Worker) {
    // A read listens for these itself; an idle worker that fails is dropped (never a crash).
    worker.on('error', () => (this.alive = false));
    worker.once('exit', () => (this.alive = false));
  }

  /** Starts a worker and waits until it has loaded the reader. */
  static async start(heapMb: number): Promise<PageWorker> {
    const worker = new Worker(new URL('./recipe-page-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    await new Promise<void>((resolve, reject) => {
      const ready = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', ready);
        worker.off('error', reject);
        worker.off('exit', exited);
        resolve();
      };
      const exited = (code: number) =>
        reject(new Error(`the recipe page worker exited while starting (${code})`));
      worker.on('message', ready);
      worker.once('error', reject);
      worker.once('exit', exited);
    });
    return new PageWorker(worker);
  }

  /**
   * The draft of `page`, read within `timeLimitMs`; past it the worker is ended and the page
   * refused (`RecipePageTooComplex`), as it is when the worker runs out of memory.
   */
  read(
    page: Buffer,
    charset: string | undefined,
    timeLimitMs: number,
  ): Promise<RecipeDraft | null> {
    const { worker } = this;
    const id = this.nextId++;
    return new Promise<RecipeDraft | null>((resolve, reject) => {
      const settle = (finish: () => void) => {
        clearTimeout(timer);
        worker.off('message', answered);
        worker.off('error', failed);
        worker.off('exit', exited);
        if (this.alive) worker.unref();
        finish();
      };
      const answered = (answer: Answer) => {
        if (answer.id !== id) return;
        settle(() => {
          if ('draft' in answer) resolve(answer.draft);
          else if ('tooComplex' in answer) reject(new RecipePageTooComplex(answer.tooComplex));
          else reject(new Error(answer.error));
        });
      };
      const failed = (error: Error & { code?: string }) => {
        this.alive = false;
        settle(() =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new RecipePageTooComplex(
                  `more than ${worker.resourceLimits?.maxOldGenerationSizeMb} MB to read`,
                )
              : error,
          ),
        );
      };
      const exited = (code: number) => {
        this.alive = false;
        settle(() => reject(new Error(`the recipe page worker exited (${code})`)));
      };
      const timer = setTimeout(() => {
        this.end();
        settle(() => reject(new RecipePageTooComplex(`not read within ${timeLimitMs} ms`)));
      }, timeLimitMs);
      worker.on('message', answered);
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.ref();
      // A copy of its own, handed over to the worker (the fetch's buffer may be shared).
      const bytes = new Uint8Array(page);
      worker.postMessage({ id, page: bytes, charset }, [bytes.buffer]);
    });
  }

  /** Ends the worker (in the background: `terminate` stops it at its next instruction). */
  end(): void {
    this.alive = false;
    void this.worker.terminate();
  }

  /** Lets the process exit while this worker is idle. */
  unref(): void {
    this.worker.unref();
  }
}

export class RecipePageThreads {
  private readonly gate: ConcurrencyGate;
  private readonly idle: { worker: PageWorker; timer: NodeJS.Timeout }[] = [];

  constructor(readonly limits: Readonly<RecipePageThreadLimits> = RECIPE_PAGE_THREAD_LIMITS) {
    this.gate = new ConcurrencyGate(limits.atOnce, limits.waiting, {
      detail: RECIPE_IMPORT_DETAILS.busy,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });
  }

  /** Pages being read and pages waiting (tests, logs). */
  get load(): { active: number; waiting: number } {
    return this.gate.load;
  }

  /**
   * The recipe draft of `page` (as `readRecipePage` reads it), read in a worker thread. Throws
   * `RecipePageTooComplex` for a page past `PAGE_LIMITS`, the time limit or the worker's memory,
   * and a 429 `HttpError` when `atOnce` pages are being read and `waiting` more wait.
   */
  read(page: Buffer, charset?: string): Promise<RecipeDraft | null> {
    return this.gate.run(async () => {
      const worker = this.takeIdle() ?? (await PageWorker.start(this.limits.heapMb));
      try {
        return await worker.read(page, charset, this.limits.timeLimitMs);
      } finally {
        if (worker.alive) this.putIdle(worker);
      }
    });
  }

  /**
   * Ends every idle worker (one reading a page now goes idle when it is done, and ends after
   * `idleMs`; an idle worker never keeps the process alive).
   */
  close(): void {
    for (const { worker, timer } of this.idle.splice(0)) {
      clearTimeout(timer);
      worker.end();
    }
  }

  private takeIdle(): PageWorker | undefined {
    for (let entry = this.idle.pop(); entry; entry = this.idle.pop()) {
      clearTimeout(entry.timer);
      if (entry.worker.alive) return entry.worker;
    }
    return undefined;
  }

  private putIdle(worker: PageWorker): void {
    worker.unref();
    const timer = setTimeout(() => {
      const index = this.idle.findIndex((entry) => entry.worker === worker);
      if (index >= 0) this.idle.splice(index, 1);
      worker.end();
    }, this.limits.idleMs);
    timer.unref();
    this.idle.push({ worker, timer });
  }
}

/** The process's recipe page readers. */
export const recipePageThreads = new RecipePageThreads();
