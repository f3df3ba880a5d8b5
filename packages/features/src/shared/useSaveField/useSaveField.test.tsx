import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@wegrow/api';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveField, type SaveFieldOptions, type SaveMutation } from './useSaveField';

type Body = { body: { name: string } };

/** A mutation whose every call is settled by hand (`succeed()`, `fail(error)`). */
function manualMutation() {
  let settle: { onSuccess: () => void; onError: (error: unknown) => void } | null = null;
  const mutation: SaveMutation<Body> & { sent: Body[] } = {
    sent: [],
    isPending: false,
    mutate(variables, options) {
      mutation.sent.push(variables);
      mutation.isPending = true;
      settle = options;
    },
  };
  const done = (outcome: (options: NonNullable<typeof settle>) => void) => {
    mutation.isPending = false;
    if (settle) outcome(settle);
  };
  return {
    mutation,
    succeed: () => done((options) => options.onSuccess()),
    fail: (error: unknown) => done((options) => options.onError(error)),
  };
}

function renderField(options: Partial<SaveFieldOptions<Body>> & { mutation: SaveMutation<Body> }) {
  return renderHook(() =>
    useSaveField<Body>({
      saved: 'maya',
      request: (name) => ({ body: { name } }),
      ...options,
    }),
  );
}

describe('useSaveField', () => {
  it('starts with the saved value (empty for none)', () => {
    const { mutation } = manualMutation();
    expect(renderField({ mutation }).result.current.value).toBe('maya');
    expect(renderField({ mutation, saved: null }).result.current.value).toBe('');
  });

  it('saves the normalised value, shows it, and says so', () => {
    const { mutation, succeed } = manualMutation();
    const { result } = renderField({ mutation, normalise: (value) => value.trim() });
    act(() => result.current.change('  maya_grows '));
    act(() => result.current.submit());
    expect(mutation.sent).toEqual([{ body: { name: 'maya_grows' } }]);
    expect(result.current.done).toBe(false);
    act(() => succeed());
    expect(result.current.value).toBe('maya_grows');
    expect(result.current.done).toBe(true);
    act(() => result.current.dismissDone());
    expect(result.current.done).toBe(false);
  });

  it("keeps what was typed on failure, shows the server's detail and refocuses the field", () => {
    const { mutation, fail } = manualMutation();
    const { result } = renderField({ mutation });
    const input = document.createElement('input');
    document.body.append(input);
    act(() => result.current.inputRef(input));
    act(() => result.current.change('shea'));
    act(() => result.current.submit());
    act(() => fail(new ApiError(409, 'This username is already taken.')));
    expect(result.current.serverError).toBe('This username is already taken.');
    expect(result.current.value).toBe('shea');
    expect(result.current.done).toBe(false);
    expect(input).toHaveFocus();
    // Typing again clears the server's refusal.
    act(() => result.current.change('shea2'));
    expect(result.current.serverError).toBeNull();
    input.remove();
  });

  it('sends nothing when the value may not be saved, or while a save is on its way', () => {
    const { mutation } = manualMutation();
    const { result, rerender } = renderField({
      mutation,
      canSave: (value) => value !== 'maya',
    });
    act(() => result.current.submit());
    expect(mutation.sent).toEqual([]);
    act(() => result.current.change('ivy'));
    act(() => result.current.submit());
    rerender();
    expect(result.current.saving).toBe(true);
    act(() => result.current.submit());
    expect(mutation.sent).toHaveLength(1);
  });

  it('prevents the form from submitting to the page', () => {
    const { mutation } = manualMutation();
    const { result } = renderField({ mutation });
    const preventDefault = vi.fn();
    act(() => result.current.submit({ preventDefault } as unknown as FormEvent));
    expect(preventDefault).toHaveBeenCalledTimes(1);
  });
});
