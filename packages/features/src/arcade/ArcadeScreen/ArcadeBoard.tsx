import { GameGrid, VisuallyHidden, vars } from '@wegrow/ui';
import { forwardRef, memo, useId, useMemo, type CSSProperties, type KeyboardEvent } from 'react';
import { ARCADE, type Point } from '../rules/arcadeEngine';
import { arcadeTexts } from '../rules/arcadeTexts';

type Kind = 'player' | 'chaser' | 'portal';

const face: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
};

const LOOKS: Record<Kind, { background: string; picture: string }> = {
  player: { background: vars.color.accent.solid, picture: '🙂' },
  chaser: { background: vars.color.danger.soft, picture: '👾' },
  portal: { background: vars.color.info.soft, picture: '🌀' },
};

/** The caught player: gray, greyed face (spec 3 §4); "Caught" is said in words beside the board. */
const CAUGHT = { background: vars.color.border.strong, picture: '😵' };

const where = ({ x, y }: Point) => `column ${x + 1}, row ${y + 1}`;

/** The board in words (the text alternative of its pictures and colours). */
export function describeBoard(
  player: Point,
  chasers: Point[],
  portals: Point[],
  caught: boolean,
): string {
  const you = `You: ${where(player)}${caught ? `, ${arcadeTexts.statusWords.caught}` : ''}.`;
  const them = `Chasers: ${chasers.map(where).join('; ')}.`;
  const gates = portals.length > 0 ? ` Portals: ${portals.map(where).join('; ')}.` : '';
  return `${you} ${them}${gates}`;
}

export interface ArcadeBoardProps {
  player: Point;
  chasers: Point[];
  portals: Point[];
  caught: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The 20 × 15 board on GameGrid: the board itself takes the focus (visible ring) and reads the
 * keys. Memoised: the clock's ticks between steps do not repaint it.
 */
export const ArcadeBoard = memo(
  forwardRef<HTMLDivElement, ArcadeBoardProps>(function ArcadeBoard(
    { player, chasers, portals, caught, onKeyDown },
    ref,
  ) {
    const descriptionId = useId();
    const kinds = useMemo(() => {
      const map = new Map<string, Kind>();
      for (const portal of portals) map.set(`${portal.x},${portal.y}`, 'portal');
      for (const chaser of chasers) map.set(`${chaser.x},${chaser.y}`, 'chaser');
      map.set(`${player.x},${player.y}`, 'player');
      return map;
    }, [player, chasers, portals]);
    return (
      <>
        <GameGrid
          ref={ref}
          columns={ARCADE.columns}
          rows={ARCADE.rows}
          tileSize={ARCADE.tilePx}
          gap={1}
          aria-label={arcadeTexts.board}
          aria-describedby={descriptionId}
          data-testid="arcade-board"
          onKeyDown={onKeyDown}
          renderTile={(x, y) => {
            const kind = kinds.get(`${x},${y}`);
            if (!kind) return null;
            const look = kind === 'player' && caught ? CAUGHT : LOOKS[kind];
            return (
              <span
                aria-hidden="true"
                data-kind={kind === 'player' && caught ? 'caught' : kind}
                style={{
                  ...face,
                  background: look.background,
                  filter: kind === 'player' && caught ? 'grayscale(1)' : undefined,
                }}
              >
                {look.picture}
              </span>
            );
          }}
        />
        <VisuallyHidden id={descriptionId}>
          {describeBoard(player, chasers, portals, caught)}
        </VisuallyHidden>
      </>
    );
  }),
);
