/**
 * The stories' clock (no imports: Storybook's preview loads this file alone). Every story runs at
 * one instant, `STORY_NOW`, in Storybook and in the story test alike: the preview stops the clock
 * there before each story (`.storybook/preview.tsx`). `new Date()` and `Date.now()` read it and do
 * not move, so what a screen shows of "now" (today in a calendar, the date the fakes stamp on a new
 * comment, "just now") is the same on every day and machine the screenshots are taken. A date given
 * explicitly is kept, and timers are real (a debounce or a toast runs as on the site).
 *
 * A story that needs another instant calls `pinClock(iso)` in its `beforeEach` (and returns what
 * it returns); one that needs time to pass (a countdown that runs) reads `realNow()`.
 */

/** The instant every story runs at: Saturday 14 March 2026, 10:00 UTC. */
export const STORY_NOW = '2026-03-14T10:00:00Z';

const RealDate = Date;

/** The instant the clock is stopped at (ms since the epoch), or undefined while it runs. */
let stoppedAt: number | undefined;

const now = (): number => stoppedAt ?? RealDate.now();

/**
 * `Date` as the stories see it: the real one while the clock runs, stopped at `stoppedAt` while it
 * is pinned. Installed once; a date made by it is a real `Date` (`instanceof Date` holds).
 */
const StoryDate = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget: (...a: unknown[]) => unknown) =>
    Reflect.construct(
      target,
      args.length === 0 && stoppedAt !== undefined ? [stoppedAt] : args,
      newTarget,
    ) as object,
  // `Date()` called as a function: the current time, as a string.
  apply: (target, thisArgument, args: unknown[]) =>
    stoppedAt === undefined
      ? (Reflect.apply(target, thisArgument, args) as string)
      : new RealDate(stoppedAt).toString(),
  get: (target, property, receiver) =>
    property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown),
});

/**
 * Stops the clock at `iso`: `new Date()` and `Date.now()` read it until the returned function
 * puts back the clock as it was (a `beforeEach` returns it as its cleanup).
 */
export function pinClock(iso: string): () => void {
  const at = RealDate.parse(iso);
  if (Number.isNaN(at)) throw new RangeError(`pinClock: not a date: ${iso}`);
  globalThis.Date = StoryDate;
  const before = stoppedAt;
  stoppedAt = at;
  return () => {
    stoppedAt = before;
  };
}

/**
 * Lets the clock run again, whatever pinned it. The story test calls it once a story's
 * screenshots are taken: a story's cleanups run only when the next story starts, and Vitest reads
 * the clock in between (it names each file's fresh import by `Date.now()`).
 */
export function releaseClock(): void {
  stoppedAt = undefined;
}

/** The real time (ms since the epoch), for a story whose clock must run (a live countdown). */
export function realNow(): number {
  return RealDate.now();
}
