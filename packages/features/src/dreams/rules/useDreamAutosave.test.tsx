import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DreamDraft } from './dreamRules';
import { useDreamAutosave } from './useDreamAutosave';

const dream = { vision: 'Gardens on every street.', mantra: 'I plant together.' };

function setup(signedIn: boolean, lastSaved: DreamDraft | null = null) {
  const save = vi.fn<(draft: DreamDraft) => void>();
  const hook = renderHook(
    ({ draft, saved }: { draft: DreamDraft; saved: DreamDraft | null }) =>
      useDreamAutosave(draft, { signedIn, lastSaved: saved, save }),
    { initialProps: { draft: { vision: '', mantra: '' }, saved: lastSaved } },
  );
  return { save, hook };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the dream autosave (1 s debounce)', () => {
  it('saves once, a second after the last change', () => {
    const { save, hook } = setup(true);
    hook.rerender({ draft: { vision: 'Gardens', mantra: 'I plant' }, saved: null });
    act(() => vi.advanceTimersByTime(600));
    hook.rerender({ draft: dream, saved: null });
    act(() => vi.advanceTimersByTime(999));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(dream);
  });

  it('never saves an unchanged dream again', () => {
    const { save, hook } = setup(true, dream);
    hook.rerender({ draft: dream, saved: dream });
    act(() => vi.advanceTimersByTime(5000));
    expect(save).not.toHaveBeenCalled();
    hook.rerender({ draft: { ...dream, mantra: 'I plant with friends.' }, saved: dream });
    act(() => vi.advanceTimersByTime(1000));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save for a visitor, or while a text is empty', () => {
    const visitor = setup(false);
    visitor.hook.rerender({ draft: dream, saved: null });
    act(() => vi.advanceTimersByTime(5000));
    expect(visitor.save).not.toHaveBeenCalled();

    const member = setup(true);
    member.hook.rerender({ draft: { ...dream, mantra: '' }, saved: null });
    act(() => vi.advanceTimersByTime(5000));
    expect(member.save).not.toHaveBeenCalled();
  });
});
