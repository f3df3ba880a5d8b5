import { describe, expect, it } from 'vitest';
import {
  decodeBoardPosts,
  decodeHelpRequests,
  decodePlanState,
  readTabState,
  writeTabState,
} from './tabStorage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('tab storage', () => {
  it('writes and reads back a board', () => {
    const storage = memoryStorage();
    const requests = [{ id: '1', name: 'Ana', need: 'A ride', urgency: '' }];
    writeTabState(storage, 'help', requests);
    expect(readTabState(storage, 'help', decodeHelpRequests, [])).toEqual(requests);
  });

  it('falls back when nothing is stored, the JSON is broken or the shape is wrong', () => {
    const fallback = { ideas: [], selectedId: null };
    expect(readTabState(memoryStorage(), 'plan', decodePlanState, fallback)).toBe(fallback);
    expect(readTabState(memoryStorage({ plan: '{oops' }), 'plan', decodePlanState, fallback)).toBe(
      fallback,
    );
    expect(readTabState(memoryStorage({ plan: '[1]' }), 'plan', decodePlanState, fallback)).toBe(
      fallback,
    );
    expect(readTabState(undefined, 'plan', decodePlanState, fallback)).toBe(fallback);
  });

  it('drops malformed items and a selection of a missing idea', () => {
    expect(
      decodePlanState({
        ideas: [{ id: 'a', text: 'Seed swap', comments: ['Yes', 3] }, { id: 2 }],
        selectedId: 'gone',
      }),
    ).toEqual({ ideas: [{ id: 'a', text: 'Seed swap', comments: ['Yes'] }], selectedId: null });
    expect(
      decodeBoardPosts([
        { id: '1', type: 'offer', title: 'Jam', description: '', tags: ['food'] },
        { id: '2', type: 'gift', title: 'Bad', description: '', tags: [] },
      ]),
    ).toEqual([{ id: '1', type: 'offer', title: 'Jam', description: '', tags: ['food'] }]);
    expect(decodeHelpRequests({ not: 'a list' })).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeTabState(full, 'help', [])).not.toThrow();
  });
});
