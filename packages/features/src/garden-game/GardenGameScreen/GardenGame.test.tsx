import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newGarden, type GardenState } from '../rules/gardenEngine';
import { actionForKey, GardenGame } from './GardenGame';

function play(initial: GardenState = newGarden(1)) {
  render(<GardenGame initial={initial} />);
  const board = screen.getByRole('application', { name: 'Garden 1 of 3, 8 by 8' });
  const press = (key: string, shiftKey = false) => fireEvent.keyDown(board, { key, shiftKey });
  const readout = (id: string) => screen.getByTestId(`garden-${id}`).textContent;
  const status = () => screen.getByRole('status').textContent;
  return { board, press, readout, status };
}

describe('the keys (spec 3 §2: arrows move, Shift + direction shoots)', () => {
  it('maps arrows and WASD to steps, with Shift to shots; Space/P plant; 1/2 equip', () => {
    const key = (k: string, shiftKey = false) =>
      actionForKey({ key: k, shiftKey, ctrlKey: false, altKey: false, metaKey: false });
    expect(key('ArrowUp')).toEqual({ type: 'move', direction: 'up' });
    expect(key('a')).toEqual({ type: 'move', direction: 'left' });
    expect(key('S', true)).toEqual({ type: 'shoot', direction: 'down' });
    expect(key('ArrowRight', true)).toEqual({ type: 'shoot', direction: 'right' });
    expect(key(' ')).toEqual({ type: 'plant' });
    expect(key('p')).toEqual({ type: 'plant' });
    expect(key('2')).toEqual({ type: 'equip', seed: 2 });
    expect(key('x')).toBeNull();
    expect(
      actionForKey({ key: 'w', shiftKey: false, ctrlKey: true, altKey: false, metaKey: false }),
    ).toBeNull();
  });

  it('plays on the board: a step, a shot, WASD', () => {
    const { press, readout } = play();
    press('ArrowUp');
    expect(readout('moves')).toBe('1');
    expect(screen.getByText(/You are at column 6, row 5, on grass\./)).toBeInTheDocument();
    press('ArrowUp', true);
    expect(readout('ammo')).toBe('2');
    expect(readout('moves')).toBe('2');
    press('d');
    expect(screen.getByText(/You are at column 7, row 5, on grass\./)).toBeInTheDocument();
    // Keys the game does not use change nothing.
    press('x');
    expect(readout('moves')).toBe('3');
  });
});

describe('messages and Game Over', () => {
  it("shows 'You were hit! 2 lives left.' in the live region", () => {
    const { press, readout, status } = play();
    press('ArrowLeft');
    press('ArrowLeft');
    expect(status()).toBe('');
    press('ArrowLeft');
    expect(status()).toBe('You were hit! 2 lives left.');
    expect(readout('lives')).toBe('2');
  });

  it("'No projectiles!' when there is nothing to shoot", () => {
    const { press, status, readout } = play({ ...newGarden(1), ammo: 0 });
    press('ArrowLeft', true);
    expect(status()).toBe('No projectiles!');
    expect(readout('moves')).toBe('0');
  });

  it("'You died! Game Over.' with Restart Game, which starts again", () => {
    const { press, status, readout } = play({ ...newGarden(1), lives: 1 });
    press('ArrowLeft');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(status()).toBe('You died! Game Over.');
    expect(readout('lives')).toBe('0');
    expect(screen.getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restart Game' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Restart Game' }));
    expect(readout('lives')).toBe('3');
    expect(readout('moves')).toBe('0');
    expect(screen.queryByRole('button', { name: 'Restart Game' })).toBeNull();
    expect(screen.getByRole('application', { name: 'Garden 1 of 3, 8 by 8' })).toHaveFocus();
  });
});

describe('the touch controls', () => {
  it('the pad steps; Shoot turns it into a shot once; Plant plants the equipped type', () => {
    const { readout, status } = play();
    fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
    expect(readout('moves')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    expect(screen.getByRole('button', { name: 'Shoot' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Shoot up' }));
    expect(readout('ammo')).toBe('2');
    expect(screen.getByRole('button', { name: 'Move up' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Plant' }));
    expect(readout('seeds-1')).toBe('0');
    const words = within(screen.getByText('The garden in words').closest('details') as HTMLElement);
    expect(words.getByText(/Plants: type 1 at column 6, row 5\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Type 2: turret' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plant' }));
    expect(status()).toBe('No type 2 seeds.');
  });
});
