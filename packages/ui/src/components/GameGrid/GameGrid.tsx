import { clsx } from 'clsx';
import {
  forwardRef,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as styles from './GameGrid.css';
import { useLocale } from '../Theme/LocaleProvider';

export interface GameGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Tiles across. */
  columns: number;
  /** Tiles down. */
  rows: number;
  /** Tile size in px at full size; on narrow screens the board shrinks and tiles stay square. @default 48 */
  tileSize?: number;
  /** Space between tiles in px. @default 2 */
  gap?: number;
  /** What a tile shows (colour, emoji, sprite); x from the left, y from the top, both from 0. */
  renderTile: (x: number, y: number) => ReactNode;
  /** Names the board for assistive technology, e.g. "Farm, 3 by 3". */
  'aria-label': string;
  /**
   * Makes every tile a button that calls this when pressed; the arrow keys then move between
   * tiles (one tile in the tab order). Without it the board itself takes focus, for games that
   * read the arrow keys through `onKeyDown`.
   */
  onTileActivate?: (x: number, y: number) => void;
  /** The accessible name of a tile button. @default (x, y) => `Tile ${x + 1}, ${y + 1}` */
  getTileLabel?: (x: number, y: number) => string;
  /** Marks a tile button disabled (`aria-disabled`): still reachable, presses ignored. */
  isTileDisabled?: (x: number, y: number) => boolean;
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A square-tile game board of `columns` × `rows`. It keeps the tiles square at any width and
 * shrinks to fit narrow screens; it is keyboard-focusable and named, and its tiles can be buttons.
 */
export const GameGrid = forwardRef<HTMLDivElement, GameGridProps>(function GameGrid(
  {
    columns,
    rows,
    tileSize = 48,
    gap = 2,
    renderTile,
    onTileActivate,
    getTileLabel: getTileLabelProp,
    isTileDisabled,
    className,
    style,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const getTileLabel = getTileLabelProp ?? ((x: number, y: number) => labels.tile(x + 1, y + 1));
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const boardRef = useRef<HTMLDivElement | null>(null);
  const interactive = Boolean(onTileActivate);
  const [activeX, activeY] = [Math.min(active[0], columns - 1), Math.min(active[1], rows - 1)];

  const boardStyle: CSSProperties = {
    width: `calc(${columns * tileSize + (columns - 1) * gap}px + 2 * var(--wg-space-2) + 2px)`,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: `${gap}px`,
    ...style,
  };
  // Emoji and text in the tiles scale with them: 55% of a tile's width, resolved on each tile
  // against the board (its query container), whatever width the board ends up with.
  (boardStyle as Record<string, string>)['--wg-game-tile-font'] =
    `calc((100cqi - ${(columns - 1) * gap}px) / ${columns} * 0.55)`;

  const onBoardKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (!interactive || !move || event.defaultPrevented) return;
    event.preventDefault();
    const x = Math.max(0, Math.min(columns - 1, activeX + move[0]));
    const y = Math.max(0, Math.min(rows - 1, activeY + move[1]));
    setActive([x, y]);
    boardRef.current?.querySelector<HTMLButtonElement>(`[data-tile="${x},${y}"]`)?.focus();
  };

  const tiles: ReactNode[] = [];
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1) {
      const content = renderTile(x, y);
      const disabled = isTileDisabled?.(x, y) ?? false;
      tiles.push(
        interactive ? (
          <button
            key={`${x},${y}`}
            type="button"
            data-tile={`${x},${y}`}
            className={clsx(styles.tile, styles.tileButton)}
            aria-label={getTileLabel(x, y)}
            tabIndex={x === activeX && y === activeY ? 0 : -1}
            // aria-disabled keeps a disabled tile reachable with the arrow keys (ARIA grid
            // practice) while ignoring presses.
            aria-disabled={disabled || undefined}
            onFocus={() => setActive([x, y])}
            onClick={() => {
              if (!disabled) onTileActivate?.(x, y);
            }}
          >
            {content}
          </button>
        ) : (
          <div key={`${x},${y}`} className={styles.tile} data-tile={`${x},${y}`}>
            {content}
          </div>
        ),
      );
    }
  }

  return (
    <div
      ref={(node) => {
        boardRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      // A board the game drives with keys is an application (screen readers pass the arrow
      // keys through); a board of tile buttons is a group the person browses.
      role={interactive ? 'group' : 'application'}
      aria-roledescription="game board"
      tabIndex={interactive ? undefined : 0}
      className={clsx(styles.board, className)}
      style={boardStyle}
      onKeyDown={onBoardKeyDown}
      {...rest}
    >
      {tiles}
    </div>
  );
});
GameGrid.displayName = 'GameGrid';
