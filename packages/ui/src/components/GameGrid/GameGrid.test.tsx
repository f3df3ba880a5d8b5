import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameGrid } from './GameGrid';

describe('GameGrid', () => {
  it('renders columns × rows tiles in a focusable, named board', async () => {
    const renderTile = vi.fn((x: number, y: number) => `${x}${y}`);
    render(<GameGrid columns={4} rows={3} aria-label="Garden level 1" renderTile={renderTile} />);
    const board = screen.getByRole('application', { name: 'Garden level 1' });
    expect(renderTile).toHaveBeenCalledTimes(12);
    expect(board.querySelectorAll('[data-tile]')).toHaveLength(12);
    expect(board.lastElementChild).toHaveTextContent('32');
    await userEvent.tab();
    expect(board).toHaveFocus();
  });

  it('passes key presses to the game', async () => {
    const onKeyDown = vi.fn();
    render(
      <GameGrid
        columns={2}
        rows={2}
        aria-label="Board"
        renderTile={() => null}
        onKeyDown={onKeyDown}
      />,
    );
    screen.getByRole('application', { name: 'Board' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'ArrowUp' }));
  });

  it('makes tiles buttons with roving focus when they can be activated', async () => {
    const onTileActivate = vi.fn();
    render(
      <GameGrid
        columns={3}
        rows={2}
        aria-label="Farm"
        renderTile={() => '🟫'}
        onTileActivate={onTileActivate}
        isTileDisabled={(x, y) => x === 2 && y === 1}
      />,
    );
    expect(screen.getByRole('group', { name: 'Farm' })).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('button')).toHaveLength(6);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tile 1, 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}');
    const corner = screen.getByRole('button', { name: 'Tile 3, 2' });
    expect(corner).toHaveFocus();
    expect(corner).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onTileActivate).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onTileActivate).toHaveBeenCalledWith(1, 1);
    expect(screen.getByRole('button', { name: 'Tile 2, 2' })).toHaveAttribute('tabindex', '0');
  });
});
