import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { GameGrid } from './GameGrid';

const farm = ['🌱', '🟫', '🌿', '💧', '🌾', '🟫', '🌱', '💧', '🌻'];

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  tags: ['autodocs'],
  args: {
    columns: 3,
    rows: 3,
    tileSize: 48,
    'aria-label': 'Farm, 3 by 3',
    renderTile: (x, y) => <span aria-hidden="true">{farm[y * 3 + x]}</span>,
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A board the game drives with the keyboard: the board itself takes focus. */
export const Board: Story = {
  parameters: { visual: { keepFocus: true } },
  args: { onKeyDown: fn() },
  play: async ({ canvas, args }) => {
    const board = canvas.getByRole('application', { name: 'Farm, 3 by 3' });
    await userEvent.tab();
    await expect(board).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onKeyDown).toHaveBeenCalled();
  },
};

function FarmPlot() {
  const [tiles, setTiles] = useState(['🟫', '🟫', '🟫', '🟫']);
  return (
    <GameGrid
      columns={2}
      rows={2}
      tileSize={72}
      aria-label="Farm plot"
      renderTile={(x, y) => <span aria-hidden="true">{tiles[y * 2 + x]}</span>}
      getTileLabel={(x, y) =>
        `Plot ${x + 1}, ${y + 1}: ${tiles[y * 2 + x] === '🌱' ? 'planted' : 'dirt'}`
      }
      onTileActivate={(x, y) =>
        setTiles((all) => all.map((tile, i) => (i === y * 2 + x ? '🌱' : tile)))
      }
    />
  );
}

/** Tiles as buttons: arrows move between them, Enter plants a seed. */
export const TileButtons: Story = {
  parameters: { visual: { keepFocus: true } },
  render: () => <FarmPlot />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Plot 1, 1: dirt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Plot 2, 2: dirt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Plot 2, 2: planted' })).toHaveFocus();
  },
};

const colours = ['#2f6b32', '#5d8f4e', '#cfe3c4', '#8a5a00', '#e8b860'];

/** The arcade's 20 × 15 grid, drawn with colours. */
export const Arcade: Story = {
  args: {
    columns: 20,
    rows: 15,
    tileSize: 32,
    gap: 1,
    'aria-label': 'Arcade, 20 by 15',
    renderTile: (x, y) => (
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          inset: 0,
          background: colours[(x * 3 + y * 7) % colours.length],
        }}
      />
    ),
  },
};

const phone: Decorator = (Story) => (
  <div style={{ width: 288 }}>
    <Story />
  </div>
);

/** At 320 px the 20 × 15 board scales down and its tiles stay square. */
export const ArcadeNarrow: Story = {
  ...Arcade,
  decorators: [phone],
  play: async ({ canvas }) => {
    const board = canvas.getByRole('application', { name: 'Arcade, 20 by 15' });
    await expect(board.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    const tile = board.querySelector('[data-tile="0,0"]') as HTMLElement;
    const { width, height } = tile.getBoundingClientRect();
    await expect(Math.abs(width - height)).toBeLessThan(0.5);
  },
};
