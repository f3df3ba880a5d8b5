import { GameGrid, vars } from '@wegrow/ui';
import { forwardRef, memo, type CSSProperties, type KeyboardEventHandler } from 'react';
import { currentLevel, GARDEN, type Ground, type GardenState } from '../rules/gardenEngine';

/** The pictures of the board, with their meaning (the legend shows both). */
export const PICTURES = {
  player: '🧒',
  fallen: '🪦',
  enemy: '🐛',
  ammoPlant: '🌱',
  turret: '🌻',
  seed: '🌰',
  projectile: '•',
} as const;

const GROUND_COLOURS: Record<Ground, string> = {
  grass: vars.color.success.solid,
  dirt: vars.color.warning.soft,
};

const face: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
};
const corner: CSSProperties = { position: 'absolute', fontSize: '0.5em', lineHeight: 1 };

/** What one tile shows: its ground, a main picture and, in the corners, what lies under it. */
interface TileLook {
  ground: Ground;
  main: string;
  /** A small picture in the bottom-right corner (a plant or a seed under something). */
  under: string;
  /** The type number of a seed lying here (top-left). */
  badge: string;
}

/** One tile; memoised, so a turn repaints only the tiles that changed. */
const TileFace = memo(function TileFace({ ground, main, under, badge }: TileLook) {
  return (
    <span aria-hidden="true" style={{ ...face, background: GROUND_COLOURS[ground] }}>
      <span
        style={
          main === PICTURES.projectile
            ? { color: vars.color.danger.solid, fontWeight: 800 }
            : undefined
        }
      >
        {main}
      </span>
      {under ? <span style={{ ...corner, bottom: 1, right: 1 }}>{under}</span> : null}
      {badge ? (
        <span
          style={{
            ...corner,
            top: 1,
            left: 2,
            fontWeight: 800,
            color: vars.color.text.primary,
          }}
        >
          {badge}
        </span>
      ) : null}
    </span>
  );
});

/** The looks of every tile of the current level, keyed "x,y". */
export function tileLooks(state: GardenState): Map<string, TileLook> {
  const level = currentLevel(state);
  const looks = new Map<string, TileLook>();
  const key = (x: number, y: number) => `${x},${y}`;
  level.tiles.forEach((row, y) =>
    row.forEach((ground, x) => looks.set(key(x, y), { ground, main: '', under: '', badge: '' })),
  );
  const put = (x: number, y: number, change: (look: TileLook) => TileLook) => {
    const look = looks.get(key(x, y));
    if (look) looks.set(key(x, y), change(look));
  };
  for (const p of state.projectiles) put(p.x, p.y, (l) => ({ ...l, main: PICTURES.projectile }));
  for (const s of level.pickups)
    put(s.x, s.y, (l) => ({ ...l, main: PICTURES.seed, under: '', badge: String(s.type) }));
  for (const p of level.plants) {
    const picture = p.type === 1 ? PICTURES.ammoPlant : PICTURES.turret;
    put(p.x, p.y, (l) => ({ ...l, main: picture }));
  }
  const onTop = (picture: string) => (l: TileLook) => ({
    ...l,
    main: picture,
    under: l.main === PICTURES.projectile ? '' : l.main,
  });
  for (const e of level.enemies) put(e.x, e.y, onTop(PICTURES.enemy));
  put(state.player.x, state.player.y, onTop(state.gameOver ? PICTURES.fallen : PICTURES.player));
  return looks;
}

export interface GardenBoardProps {
  state: GardenState;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  /** The id of the text that sums up the board (read with it). */
  describedBy: string;
}

/**
 * The current level on GameGrid (32 px tiles, shrinking on narrow screens). The board itself
 * takes the focus and reads the keys; its tiles are pictures, told in words beside it.
 */
export const GardenBoard = memo(
  forwardRef<HTMLDivElement, GardenBoardProps>(function GardenBoard(
    { state, onKeyDown, describedBy },
    ref,
  ) {
    const looks = tileLooks(state);
    return (
      <GameGrid
        ref={ref}
        columns={GARDEN.size}
        rows={GARDEN.size}
        tileSize={GARDEN.tilePx}
        aria-label={`Garden ${state.level + 1} of ${state.levels.length}, ${GARDEN.size} by ${GARDEN.size}`}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        renderTile={(x, y) => {
          const look = looks.get(`${x},${y}`);
          return look ? <TileFace {...look} /> : null;
        }}
      />
    );
  }),
);
