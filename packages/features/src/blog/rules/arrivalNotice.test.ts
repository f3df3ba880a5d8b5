import { describe, expect, it } from 'vitest';
import { noticeFrom, noticeState } from './arrivalNotice';

describe('notices that outlive a page change', () => {
  it('travel in the navigation state', () => {
    const state = noticeState({ tone: 'success', text: 'Deleted' });
    expect(noticeFrom(state)).toEqual({ tone: 'success', text: 'Deleted' });
    expect(noticeFrom(JSON.parse(JSON.stringify(state)))).toEqual({
      tone: 'success',
      text: 'Deleted',
    });
  });

  it('are none in any other state', () => {
    for (const state of [
      null,
      undefined,
      'Deleted',
      {},
      { blogNotice: null },
      { blogNotice: { tone: 'loud', text: 'x' } },
      { blogNotice: { tone: 'error' } },
    ])
      expect(noticeFrom(state)).toBeNull();
  });
});
