import { Button, IconButton, Inline, SegmentedToggle, Stack, Text } from '@wegrow/ui';
import { memo, useCallback, useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import {
  currentLevel,
  equip,
  grassCount,
  grassNeeded,
  groundAt,
  move,
  plant,
  restart,
  shoot,
  type Direction,
  type GardenResult,
  type GardenState,
  type SeedType,
} from '../rules/gardenEngine';
import { gardenTexts } from '../rules/gardenTexts';
import { GardenBoard, PICTURES } from './GardenBoard';

export interface GardenGameProps {
  /** The game to start from (stories give one mid-game). */
  initial: GardenState;
}

interface Play {
  game: GardenState;
  /** The last message, numbered so the same words are announced again. */
  message: { text: string; id: number } | null;
  /** The on-screen direction buttons shoot instead of stepping. */
  aiming: boolean;
}

type Action =
  | { type: 'move'; direction: Direction }
  | { type: 'shoot'; direction: Direction }
  | { type: 'plant' }
  | { type: 'equip'; seed: SeedType }
  | { type: 'aim'; on: boolean }
  | { type: 'restart' };

/** A turn without words clears the last message; a refusal that changed nothing keeps it. */
function withResult(play: Play, { state, message }: GardenResult): Play {
  const id = (play.message?.id ?? 0) + 1;
  if (message !== null) return { ...play, game: state, message: { text: message, id } };
  return { ...play, game: state, message: state === play.game ? play.message : null };
}

function reduce(play: Play, action: Action): Play {
  switch (action.type) {
    case 'move':
      return withResult(play, move(play.game, action.direction));
    case 'shoot':
      return { ...withResult(play, shoot(play.game, action.direction)), aiming: false };
    case 'plant':
      return withResult(play, plant(play.game));
    case 'equip':
      return { ...play, game: equip(play.game, action.seed) };
    case 'aim':
      return { ...play, aiming: action.on };
    case 'restart':
      return { game: restart(play.game), message: null, aiming: false };
  }
}

type Dispatch = (action: Action) => void;

const KEYS: Record<string, Direction> = {
  arrowup: 'up',
  w: 'up',
  arrowdown: 'down',
  s: 'down',
  arrowleft: 'left',
  a: 'left',
  arrowright: 'right',
  d: 'right',
};

/** The board's keys: arrows/WASD step, Shift + direction shoots, Space/P plants, 1/2 equip. */
export function actionForKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>,
): Action | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const key = event.key.toLowerCase();
  const direction = KEYS[key];
  if (direction) return { type: event.shiftKey ? 'shoot' : 'move', direction };
  if (key === ' ' || key === 'p') return { type: 'plant' };
  if (key === '1' || key === '2') return { type: 'equip', seed: key === '1' ? 1 : 2 };
  return null;
}

/** Lives, ammo, seeds, which garden, how green it is, turns played. */
const Readouts = memo(function Readouts({ game }: { game: GardenState }) {
  const level = currentLevel(game);
  const items: [string, string, string][] = [
    ['lives', 'Lives', String(game.lives)],
    ['ammo', 'Projectiles', String(game.ammo)],
    ['seeds-1', 'Type 1 seeds', String(game.inventory[1])],
    ['seeds-2', 'Type 2 seeds', String(game.inventory[2])],
    ['level', 'Garden', `${game.level + 1} of ${game.levels.length}`],
    [
      'grass',
      'Grass',
      `${grassCount(level)} of ${grassNeeded} needed${level.unlocked ? ' (way right open)' : ''}`,
    ],
    ['moves', 'Moves', String(game.moves)],
  ];
  return (
    <dl
      aria-label="Garden game status"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', margin: 0 }}
    >
      {items.map(([id, name, value]) => (
        <div key={id} style={{ display: 'flex', gap: '0.375rem' }}>
          <dt>
            <Text weight="bold">{name}:</Text>
          </dt>
          <dd style={{ margin: 0 }} data-testid={`garden-${id}`}>
            <Text>{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
});

const ARROWS: [Direction, string][] = [
  ['up', '↑'],
  ['left', '←'],
  ['down', '↓'],
  ['right', '→'],
];
const PAD_PLACES: Record<Direction, string> = {
  up: '1 / 2',
  left: '2 / 1',
  down: '2 / 2',
  right: '2 / 3',
};

/** The touch controls: a direction pad, Shoot (the pad then shoots once), Plant, the seed type. */
const Controls = memo(function Controls({
  aiming,
  equipped,
  gameOver,
  dispatch,
}: {
  aiming: boolean;
  equipped: SeedType;
  gameOver: boolean;
  dispatch: Dispatch;
}) {
  return (
    <Stack align="stretch" gap="3" as="section" aria-label={gardenTexts.controlsLabel}>
      <Inline gap="4" wrap align="center">
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, auto)',
            gap: '0.25rem',
            justifyContent: 'start',
          }}
        >
          {ARROWS.map(([direction, arrow]) => (
            <div key={direction} style={{ gridArea: `${PAD_PLACES[direction]} / auto / auto` }}>
              <IconButton
                label={`${aiming ? 'Shoot' : 'Move'} ${direction}`}
                variant={aiming ? 'danger' : 'secondary'}
                disabled={gameOver}
                onClick={() => dispatch({ type: aiming ? 'shoot' : 'move', direction })}
              >
                <span aria-hidden="true">{arrow}</span>
              </IconButton>
            </div>
          ))}
        </div>
        <Inline gap="2" wrap>
          <Button
            variant={aiming ? 'primary' : 'secondary'}
            aria-pressed={aiming}
            disabled={gameOver}
            onClick={() => dispatch({ type: 'aim', on: !aiming })}
          >
            {gardenTexts.shootMode}
          </Button>
          <Button
            variant="secondary"
            disabled={gameOver}
            onClick={() => dispatch({ type: 'plant' })}
          >
            {gardenTexts.plant}
          </Button>
        </Inline>
      </Inline>
      <SegmentedToggle
        label={gardenTexts.seedType}
        size="sm"
        disabled={gameOver}
        options={[
          { value: '1', label: 'Type 1: ammo plant' },
          { value: '2', label: 'Type 2: turret' },
        ]}
        value={String(equipped)}
        onValueChange={(value) => {
          if (value === '1' || value === '2')
            dispatch({ type: 'equip', seed: value === '1' ? 1 : 2 });
        }}
      />
    </Stack>
  );
});

const LEGEND: [string, string][] = [
  ['🟩', 'green tile: grass'],
  ['🟨', 'sand-coloured tile: dirt'],
  [PICTURES.player, 'you'],
  [PICTURES.enemy, 'an enemy (eats grass)'],
  [PICTURES.ammoPlant, 'type 1 plant: 1 projectile every 10 moves'],
  [PICTURES.turret, 'type 2 plant: fires four ways every 5 moves'],
  [PICTURES.seed, 'a seed to pick up (its type in the corner)'],
  [PICTURES.projectile, 'a projectile'],
];

const at = (x: number, y: number) => `column ${x + 1}, row ${y + 1}`;

/** Everything the board's colours and pictures show, in words. */
const InWords = memo(function InWords({ game }: { game: GardenState }) {
  const level = currentLevel(game);
  const list = (points: { x: number; y: number }[]) =>
    points.length === 0 ? 'none' : points.map((p) => at(p.x, p.y)).join('; ');
  const grassRows = level.tiles
    .map((row, y) => {
      const columns = row.flatMap((ground, x) => (ground === 'grass' ? [x + 1] : []));
      return columns.length > 0 ? `row ${y + 1}: columns ${columns.join(', ')}` : null;
    })
    .filter((row): row is string => row !== null);
  return (
    <details>
      <summary>
        <Text as="span" weight="bold">
          {gardenTexts.inWords}
        </Text>
      </summary>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
        <li>
          <Text as="span">Enemies: {list(level.enemies)}.</Text>
        </li>
        <li>
          <Text as="span">
            Plants:{' '}
            {level.plants.length === 0
              ? 'none'
              : level.plants.map((p) => `type ${p.type} at ${at(p.x, p.y)}`).join('; ')}
            .
          </Text>
        </li>
        <li>
          <Text as="span">
            Seeds on the ground:{' '}
            {level.pickups.length === 0
              ? 'none'
              : level.pickups.map((p) => `type ${p.type} at ${at(p.x, p.y)}`).join('; ')}
            .
          </Text>
        </li>
        <li>
          <Text as="span">Projectiles: {list(game.projectiles)}.</Text>
        </li>
        <li>
          <Text as="span">
            Grass: {grassRows.length === 0 ? 'none' : grassRows.join('; ')}. Everything else is
            dirt.
          </Text>
        </li>
      </ul>
      <Text as="h3" weight="bold" style={{ marginTop: '0.75rem' }}>
        {gardenTexts.legend}
      </Text>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {LEGEND.map(([picture, meaning]) => (
          <li key={meaning}>
            <Text as="span">
              <span aria-hidden="true">{picture}</span> {meaning}
            </Text>
          </li>
        ))}
      </ul>
    </details>
  );
});

/**
 * The garden being played: the board (it takes the focus and reads the keys), the readouts, the
 * messages in a live region, Restart Game after Game Over and the touch controls. The game is
 * played in turns, so nothing repaints between the player's actions, and the state lives here:
 * the page around it never repaints.
 */
export function GardenGame({ initial }: GardenGameProps) {
  const [play, dispatch] = useReducer(reduce, { game: initial, message: null, aiming: false });
  const { game, message, aiming } = play;
  const board = useRef<HTMLDivElement>(null);
  const restartButton = useRef<HTMLButtonElement>(null);
  const summaryId = useId();

  // Game Over: the focus goes to Restart Game (the board no longer answers).
  useEffect(() => {
    if (game.gameOver) restartButton.current?.focus();
  }, [game.gameOver]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    const action = actionForKey(event);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  }, []);

  const level = currentLevel(game);
  const ground = groundAt(level, game.player);
  return (
    <Stack align="stretch" gap="4">
      <Readouts game={game} />
      <div aria-live="polite" role="status" style={{ minHeight: '1.5em' }}>
        {message ? (
          <Text key={message.id} weight="bold" data-testid="garden-message">
            {message.text}
          </Text>
        ) : null}
      </div>
      {game.gameOver ? (
        <div>
          <Button
            ref={restartButton}
            variant="primary"
            onClick={() => {
              dispatch({ type: 'restart' });
              board.current?.focus();
            }}
          >
            {gardenTexts.restart}
          </Button>
        </div>
      ) : null}
      <GardenBoard ref={board} state={game} onKeyDown={onKeyDown} describedBy={summaryId} />
      <Text size="sm" tone="secondary" id={summaryId}>
        {game.gameOver
          ? 'Game over.'
          : `You are at ${at(game.player.x, game.player.y)}, on ${ground}.`}{' '}
        {gardenTexts.controls}
      </Text>
      <Controls
        aiming={aiming}
        equipped={game.equipped}
        gameOver={game.gameOver}
        dispatch={dispatch}
      />
      <InWords game={game} />
    </Stack>
  );
}
