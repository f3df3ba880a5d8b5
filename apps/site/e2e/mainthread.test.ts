import { describe, expect, it } from 'vitest';
import { mainThreadTasks, type TraceEvent } from './mainthread';

const FRAME = 'frame-1';
const PID = 7;
const TID = 1;

/** A trace of the page's renderer (pid 7, main thread 1) with these main-thread tasks. */
function trace(tasks: Partial<TraceEvent>[]): TraceEvent[] {
  return [
    {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: 0,
      args: { data: { frames: [{ frame: FRAME, processId: PID }] } },
    },
    { name: 'thread_name', ph: 'M', pid: PID, tid: TID, ts: 0, args: { name: 'CrRendererMain' } },
    ...tasks.map((task, i) => ({
      name: 'RunTask',
      ph: 'X',
      pid: PID,
      tid: TID,
      ts: 100 + i * 1000,
      dur: 500,
      ...task,
    })),
  ];
}

describe('mainThreadTasks', () => {
  it('reads each task’s thread time, in ms', () => {
    expect(mainThreadTasks(trace([{ tdur: 40_000 }, { tdur: 2_000 }]), FRAME)).toEqual([40, 2]);
  });

  it('counts a task without thread time as none (Chromium leaves out a zero `tdur`)', () => {
    expect(mainThreadTasks(trace([{ tdur: 40_000 }, {}, { tdur: 1_000 }]), FRAME)).toEqual([40, 1]);
  });

  it('fails when no task has thread time (no thread clock on this platform)', () => {
    expect(() => mainThreadTasks(trace([{}, {}]), FRAME)).toThrow(/no thread time/);
  });

  it('keeps the outermost of nested tasks', () => {
    expect(
      mainThreadTasks(
        trace([
          { tdur: 9_000, dur: 5_000 },
          { ts: 200, tdur: 1_000 },
        ]),
        FRAME,
      ),
    ).toEqual([9]);
  });
});
