/**
 * Makes `new Date()` and `Date.now()` read `iso` when called and move on in real time from there
 * (timers are untouched; a date given explicitly is kept), so what a story creates "now" (a new
 * comment's or post's date, made by the fakes) shows the same date on every day the screenshots
 * are taken. Returns the restore function: a story's `beforeEach` returns it as its cleanup.
 */
export function pinClock(iso: string): () => void {
  const RealDate = Date;
  const offset = RealDate.parse(iso) - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: (...a: unknown[]) => unknown) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    get: (target, property, receiver) =>
      property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown),
  });
  return () => {
    globalThis.Date = RealDate;
  };
}
