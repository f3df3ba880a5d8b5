import { HttpError } from './errors';

/** What a task refused for want of room is told (429). */
export interface GateBusy {
  /** The 429's `detail`. */
  detail: string;
  /** Its Retry-After, in seconds. */
  retryAfterSeconds: number;
}

/**
 * At most `concurrency` tasks at once; the next ones wait in a queue of at most `waiting`, in
 * order; past it a task is refused at once with 429, `busy.detail` and Retry-After. One per kind of
 * heavy work in a process (avatar decodes, recipe page reads).
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly waiting: number,
    private readonly busy: GateBusy,
  ) {}

  /** Tasks running now and tasks waiting (tests, logs). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.queue.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.queue.length >= this.waiting)
        throw new HttpError(429, this.busy.detail, {
          'Retry-After': String(this.busy.retryAfterSeconds),
        });
      // A finishing task hands its place over directly (`active` stays counted).
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
