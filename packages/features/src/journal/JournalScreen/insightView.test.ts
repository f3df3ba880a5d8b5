import { describe, expect, it } from 'vitest';
import { insightView, mayRequest, unavailableBecause } from './insightView';
import { testEntry } from './testEntries';

const polling = { phase: 'polling', attempts: 2 } as const;
const starting = { phase: 'starting', attempts: 0 } as const;
const timedOut = { phase: 'timedOut', attempts: 10 } as const;

describe('what an insight panel shows', () => {
  it('shows nothing for an absent insight', () => {
    expect(insightView(testEntry(1), 'reflection')).toEqual({ state: 'absent' });
  });

  it('shows the text and who wrote it', () => {
    expect(insightView(testEntry(1, { reflection: 'ready' }), 'reflection')).toEqual({
      state: 'ready',
      text: 'The reflection text.',
      source: 'local',
    });
  });

  it('shows the wait while the request is on its way and while the server writes it', () => {
    expect(insightView(testEntry(1), 'mantra', starting)).toEqual({ state: 'pending' });
    expect(insightView(testEntry(1, { mantra: 'pending' }), 'mantra', polling)).toEqual({
      state: 'pending',
    });
    expect(insightView(testEntry(1, { mantra: 'pending' }), 'mantra')).toEqual({
      state: 'pending',
    });
  });

  it('says the polls ran out while the server still writes it', () => {
    expect(insightView(testEntry(1, { mantra: 'pending' }), 'mantra', timedOut)).toEqual({
      state: 'timedOut',
    });
  });

  it("shows a failure with the server's reason, or the refusal of the request", () => {
    expect(insightView(testEntry(1, { mantra: 'failed' }), 'mantra')).toEqual({
      state: 'failed',
      reason: 'The AI provider answered 500.',
    });
    expect(insightView(testEntry(1), 'mantra', undefined, 'Too many requests.')).toEqual({
      state: 'failed',
      reason: 'Too many requests.',
    });
  });

  it('lets text win over everything else', () => {
    expect(
      insightView(testEntry(1, { mantra: 'ready' }), 'mantra', timedOut, 'Too many requests.'),
    ).toMatchObject({ state: 'ready' });
  });
});

describe('Go (spec 1 §5: not for an insight that exists)', () => {
  it('may request an absent or failed insight', () => {
    expect(mayRequest(testEntry(1), 'next_action')).toBe(true);
    expect(mayRequest(testEntry(1, { next_action: 'failed' }), 'next_action')).toBe(true);
    expect(unavailableBecause(testEntry(1), 'next_action')).toBeNull();
  });

  it('may not request one that exists, is being written, or is on its way', () => {
    expect(unavailableBecause(testEntry(1, { next_action: 'ready' }), 'next_action')).toBe('ready');
    expect(unavailableBecause(testEntry(1, { next_action: 'pending' }), 'next_action')).toBe(
      'pending',
    );
    expect(unavailableBecause(testEntry(1), 'next_action', starting)).toBe('pending');
  });
});
