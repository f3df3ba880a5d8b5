import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newArcade, start, type ArcadeState } from '../rules/arcadeEngine';
import { ARCADE_BEST_KEY, serializeBest } from '../rules/arcadeBest';
import { ArcadeGame } from './ArcadeGame';

const board = () => screen.getByRole('application', { name: 'Arcade, 20 by 15' });
const where = () => board().getAttribute('aria-describedby') ?? '';
const description = () => document.getElementById(where())?.textContent ?? '';
const ms = (n: number) => act(() => vi.advanceTimersByTime(n));

/** A chaser two steps left of the player: caught on the second step (1 s). */
const CLOSE: ArcadeState = {
  ...newArcade(1),
  chasers: [
    { x: 8, y: 7 },
    { x: 0, y: 0 },
    { x: 19, y: 0 },
    { x: 0, y: 14 },
    { x: 19, y: 14 },
  ],
};

describe('the arcade view', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not run before Start, then steps the chasers every 500 ms', () => {
    render(<ArcadeGame initial={newArcade(1)} />);
    ms(3000);
    expect(screen.getByTestId('arcade-score')).toHaveTextContent('0 seconds');
    expect(description()).toContain('Chasers: column 6, row 11;');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(board()).toHaveFocus();
    ms(500);
    // Seed 1's first chaser (5, 10) is 5 across and 3 down from the player: it steps across.
    expect(description()).toContain('Chasers: column 7, row 11;');
    ms(1000);
    expect(screen.getByTestId('arcade-score')).toHaveTextContent('1 second');
  });

  it('plays by keyboard: arrows and WASD move, P and Space place portals, R restarts', () => {
    render(<ArcadeGame initial={start(newArcade(1))} ticking={false} />);
    fireEvent.keyDown(board(), { key: 'ArrowUp' });
    fireEvent.keyDown(board(), { key: 'd' });
    expect(description()).toMatch(/^You: column 12, row 7\./);
    fireEvent.keyDown(board(), { key: 'p' });
    fireEvent.keyDown(board(), { key: 'S' });
    fireEvent.keyDown(board(), { key: ' ' });
    expect(screen.getByTestId('arcade-portals')).toHaveTextContent('1');
    expect(description()).toContain('Portals: column 12, row 7; column 12, row 8.');
    fireEvent.keyDown(board(), { key: 'Escape' });
    expect(screen.getByTestId('arcade-status')).toHaveTextContent('Paused');
    fireEvent.keyDown(board(), { key: 'a' });
    expect(screen.getByRole('status')).toHaveTextContent('Paused.');
    fireEvent.keyDown(board(), { key: 'Enter' });
    expect(screen.getByTestId('arcade-status')).toHaveTextContent('Playing');
    fireEvent.keyDown(board(), { key: 'r' });
    expect(screen.getByTestId('arcade-portals')).toHaveTextContent('3');
    expect(description()).toMatch(/^You: column 11, row 8\./);
  });

  it('the touch buttons move and place portals', () => {
    render(<ArcadeGame initial={start(newArcade(1))} ticking={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place portal' }));
    expect(description()).toMatch(/^You: column 10, row 9\./);
    expect(screen.getByTestId('arcade-portals')).toHaveTextContent('2');
  });

  it('a catch turns the player gray, says "Caught" and keeps a higher best score', () => {
    window.localStorage.setItem(ARCADE_BEST_KEY, serializeBest(0));
    render(<ArcadeGame initial={start(CLOSE)} />);
    ms(1000);
    expect(screen.getByTestId('arcade-status')).toHaveTextContent('Caught');
    expect(description()).toMatch(/^You: column 11, row 8, Caught\./);
    expect(board().querySelector('[data-kind="caught"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Caught! You survived 1 second.');
    expect(window.localStorage.getItem(ARCADE_BEST_KEY)).toBe('{"best":1}');
    expect(screen.getByTestId('arcade-best')).toHaveTextContent('1 second');
    // The clock stops: no more time passes.
    ms(5000);
    expect(screen.getByTestId('arcade-score')).toHaveTextContent('1 second');
  });

  it('a lower score leaves the best alone', () => {
    window.localStorage.setItem(ARCADE_BEST_KEY, serializeBest(9));
    render(<ArcadeGame initial={start(CLOSE)} />);
    ms(1000);
    expect(screen.getByTestId('arcade-status')).toHaveTextContent('Caught');
    expect(window.localStorage.getItem(ARCADE_BEST_KEY)).toBe('{"best":9}');
    expect(screen.getByTestId('arcade-best')).toHaveTextContent('9 seconds');
    expect(screen.queryByText(/New best score/)).toBeNull();
  });
});
