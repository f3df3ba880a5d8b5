import { Button, IconButton, Inline, Stack, Text } from '@wegrow/ui';
import { memo, useCallback, useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import {
  advance,
  move,
  pause,
  placePortal,
  portalsLeft,
  restart,
  scoreOf,
  start,
  type ArcadeResult,
  type ArcadeState,
  type ArcadeStatus,
  type Direction,
} from '../rules/arcadeEngine';
import { bestAfter, readBest, writeBest } from '../rules/arcadeBest';
import { arcadeTexts, secondsText } from '../rules/arcadeTexts';
import { ArcadeBoard } from './ArcadeBoard';

/** How often the view passes the elapsed time to the engine (it steps the chasers per 500 ms). */
const FRAME_MS = 100;

interface Play {
  game: ArcadeState;
  /** The last move's message, numbered so the same words are announced again. */
  notice: { text: string; id: number } | null;
  /** The best score on this device. */
  best: number | null;
  /** This game's score beat the best. */
  newBest: boolean;
}

type Action =
  | { type: 'advance'; ms: number }
  | { type: 'move'; direction: Direction }
  | { type: 'portal' }
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'restart' };

function withResult(play: Play, { state, notice }: ArcadeResult): Play {
  if (state === play.game && notice === null) return play;
  const next = {
    ...play,
    game: state,
    notice: notice === null ? play.notice : { text: notice, id: (play.notice?.id ?? 0) + 1 },
  };
  // A game over keeps the score as the best when it is higher.
  if (state.status === 'caught' && play.game.status !== 'caught') {
    const best = bestAfter(play.best, scoreOf(state));
    return { ...next, best, newBest: best !== play.best };
  }
  return state.status === 'caught' ? next : { ...next, newBest: false };
}

function say(play: Play, game: ArcadeState, text: string): Play {
  return game === play.game ? play : withResult(play, { state: game, notice: text });
}

function reduce(play: Play, action: Action): Play {
  switch (action.type) {
    case 'advance':
      return withResult(play, advance(play.game, action.ms));
    case 'move':
      return withResult(play, move(play.game, action.direction));
    case 'portal':
      return withResult(play, placePortal(play.game));
    case 'start':
      return say(play, start(play.game), arcadeTexts.playing);
    case 'pause':
      return say(play, pause(play.game), arcadeTexts.paused);
    case 'restart':
      return withResult(play, { state: restart(play.game), notice: arcadeTexts.playing });
  }
}

/** The game to begin with; one that is already over counts towards the best score. */
function firstPlay(game: ArcadeState, best: number | null): Play {
  const play: Play = { game, notice: null, best, newBest: false };
  if (game.status !== 'caught') return play;
  const after = bestAfter(best, scoreOf(game));
  return {
    ...play,
    best: after,
    newBest: after !== best,
    notice: { text: arcadeTexts.caught(scoreOf(game)), id: 1 },
  };
}

const KEYS: Record<string, Action> = {
  ArrowUp: { type: 'move', direction: 'up' },
  ArrowDown: { type: 'move', direction: 'down' },
  ArrowLeft: { type: 'move', direction: 'left' },
  ArrowRight: { type: 'move', direction: 'right' },
  w: { type: 'move', direction: 'up' },
  s: { type: 'move', direction: 'down' },
  a: { type: 'move', direction: 'left' },
  d: { type: 'move', direction: 'right' },
  p: { type: 'portal' },
  ' ': { type: 'portal' },
  r: { type: 'restart' },
  Enter: { type: 'start' },
  Escape: { type: 'pause' },
};

type Dispatch = (action: Action) => void;

/** Score, best, portals left and the player's state in words; repaints when one changes. */
const Readouts = memo(function Readouts({
  score,
  best,
  portals,
  status,
}: {
  score: number;
  best: number | null;
  portals: number;
  status: ArcadeStatus;
}) {
  const items: [string, string, string][] = [
    ['Score', secondsText(score), 'arcade-score'],
    ['Best', best === null ? 'None yet' : secondsText(best), 'arcade-best'],
    ['Portals left', String(portals), 'arcade-portals'],
    ['Status', arcadeTexts.statusWords[status], 'arcade-status'],
  ];
  return (
    <dl
      aria-label="Game readouts"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', margin: 0 }}
    >
      {items.map(([name, value, testId]) => (
        <div key={name} style={{ display: 'flex', gap: '0.375rem' }}>
          <dt>
            <Text weight="bold">{name}:</Text>
          </dt>
          <dd style={{ margin: 0 }} data-testid={testId}>
            <Text>{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
});

const PAD: [Direction, string, string, string][] = [
  ['up', 'Move up', '↑', '2 / 1'],
  ['left', 'Move left', '←', '1 / 2'],
  ['right', 'Move right', '→', '3 / 2'],
  ['down', 'Move down', '↓', '2 / 3'],
];

/** The touch controls: four directions, portal, start/pause/resume, restart. */
const Controls = memo(function Controls({
  status,
  dispatch,
  onStart,
}: {
  status: ArcadeStatus;
  dispatch: Dispatch;
  onStart: () => void;
}) {
  return (
    <Inline gap="4" wrap align="center">
      <div
        role="group"
        aria-label="Move"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: '0.25rem' }}
      >
        {PAD.map(([direction, label, arrow, area]) => (
          <div
            key={direction}
            style={{ gridColumn: area.split(' / ')[0], gridRow: area.split(' / ')[1] }}
          >
            <IconButton
              label={label}
              variant="secondary"
              onClick={() => dispatch({ type: 'move', direction })}
            >
              {arrow}
            </IconButton>
          </div>
        ))}
      </div>
      <Inline gap="3" wrap>
        {status === 'ready' || status === 'paused' ? (
          <Button variant="primary" onClick={onStart}>
            {status === 'ready' ? arcadeTexts.start : arcadeTexts.resume}
          </Button>
        ) : null}
        {status === 'playing' ? (
          <Button variant="ghost" onClick={() => dispatch({ type: 'pause' })}>
            {arcadeTexts.pause}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={status !== 'playing'}
          onClick={() => dispatch({ type: 'portal' })}
        >
          {arcadeTexts.placePortal}
        </Button>
        <Button
          variant={status === 'caught' ? 'primary' : 'secondary'}
          onClick={() => dispatch({ type: 'restart' })}
        >
          {arcadeTexts.restart}
        </Button>
      </Inline>
    </Inline>
  );
});

export interface ArcadeGameProps {
  /** The game to begin with (a new one, or a story's). */
  initial: ArcadeState;
  /** The clock runs while playing (stories stop it). @default true */
  ticking?: boolean;
}

/**
 * The game being played: the clock (the elapsed time passed to the engine every 100 ms while
 * playing; hiding the page pauses), the keys, the readouts, the board, the touch controls and the
 * best score on this device. The state lives here, so the page around it does not repaint.
 */
export function ArcadeGame({ initial, ticking = true }: ArcadeGameProps) {
  const [play, dispatch] = useReducer(reduce, initial, (game) => firstPlay(game, readBest()));
  const { game, notice, best, newBest } = play;
  const board = useRef<HTMLDivElement>(null);
  const playing = game.status === 'playing';
  const score = scoreOf(game);

  useEffect(() => {
    if (!playing || !ticking) return undefined;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'advance', ms: now - last });
      last = now;
    }, FRAME_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') dispatch({ type: 'pause' });
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [playing, ticking]);

  // A new best score is kept on this device.
  useEffect(() => {
    if (newBest && best !== null) writeBest(best);
  }, [newBest, best]);
  const over = game.status === 'caught';

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  }, []);

  const onStart = useCallback(() => {
    dispatch({ type: 'start' });
    board.current?.focus();
  }, []);

  return (
    <Stack align="stretch" gap="4">
      <Readouts score={score} best={best} portals={portalsLeft(game)} status={game.status} />
      <div aria-live="polite" role="status" style={{ minHeight: '1.5em' }}>
        {notice || game.status === 'ready' ? (
          <Text>{notice?.text ?? arcadeTexts.ready}</Text>
        ) : null}
        {newBest && best !== null ? <Text weight="bold">{arcadeTexts.newBest(best)}</Text> : null}
      </div>
      <ArcadeBoard
        ref={board}
        player={game.player}
        chasers={game.chasers}
        portals={game.portals}
        caught={over}
        onKeyDown={onKeyDown}
      />
      <Controls status={game.status} dispatch={dispatch} onStart={onStart} />
    </Stack>
  );
}
