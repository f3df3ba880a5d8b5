import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from '@wegrow/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newFarm, type FarmState } from '../rules/farmEngine';
import { FarmGame, type SaveFarm } from './FarmGame';

function play(initial: FarmState) {
  const onSave = vi.fn<SaveFarm>();
  const view = render(
    <ToastProvider>
      <FarmGame initial={initial} onSave={onSave} />
    </ToastProvider>,
  );
  return { onSave, view };
}

const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * 1000));

describe('the farm saves (issue 21: not on every change)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second and saves at most once every 5 seconds', () => {
    const { onSave } = play(newFarm(1, 0));
    seconds(4);
    expect(screen.getByTestId('farm-water')).toHaveTextContent('4 (+1/s)');
    expect(onSave).not.toHaveBeenCalled();
    seconds(1);
    expect(onSave).toHaveBeenCalledTimes(1);
    // The tick of the same instant may land in the next save.
    expect(onSave.mock.calls[0]?.[0].elapsedTime).toBeGreaterThanOrEqual(4);
    expect(onSave.mock.calls[0]?.[1]).toBe(false);
    seconds(9);
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('does not save a farm that did not change', () => {
    const { onSave } = play({ ...newFarm(1, 0), isPaused: true });
    seconds(12);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Water' }));
    seconds(5);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0].water).toBe(1);
  });

  it('saves with keepalive when the page is hidden or left, and when it closes', () => {
    const { onSave, view } = play({ ...newFarm(1, 0), isPaused: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add Dirt' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[1]).toBe(true);
    // Nothing new since: no second save.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Water' }));
    view.unmount();
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave.mock.calls[1]?.[1]).toBe(true);
  });
});
