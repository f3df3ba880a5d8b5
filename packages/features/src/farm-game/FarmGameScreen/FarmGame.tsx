import { Button, Dialog, Inline, Notice, RadioGroup, Stack, Text, useToast } from '@wegrow/ui';
import { memo, useCallback, useEffect, useReducer, useRef } from 'react';
import {
  addDirt,
  FARM,
  generateWater,
  keepPlaying,
  pressTile,
  saveScore,
  setPaused,
  tick,
  waterIncome,
  type FarmResult,
  type FarmState,
  type FarmTool,
} from '../rules/farmEngine';
import { FARM_SAVE_INTERVAL_MS } from '../rules/farmSave';
import { farmTexts, formatDuration, winMessage } from '../rules/farmTexts';
import { FarmBoard } from './FarmBoard';

/** Saves the farm; `keepalive` when the page is going away. */
export type SaveFarm = (state: FarmState, keepalive: boolean) => void;

export interface FarmGameProps {
  /** The farm as loaded (after offline progress). */
  initial: FarmState;
  onSave: SaveFarm;
  /** The 1-second tick runs (stories freeze it). @default true */
  ticking?: boolean;
}

interface Play {
  farm: FarmState;
  tool: FarmTool;
  /** The last move's message, numbered so the same words are announced again. */
  notice: { text: string; id: number } | null;
}

type Move =
  | { type: 'tick' }
  | { type: 'press'; x: number; y: number }
  | { type: 'tool'; tool: FarmTool }
  | { type: 'addDirt' }
  | { type: 'water' }
  | { type: 'pause'; paused: boolean }
  | { type: 'saveScore' }
  | { type: 'keepPlaying' };

function withResult(play: Play, { state, notice }: FarmResult): Play {
  return {
    ...play,
    farm: state,
    notice: notice === null ? play.notice : { text: notice, id: (play.notice?.id ?? 0) + 1 },
  };
}

function reduce(play: Play, move: Move): Play {
  switch (move.type) {
    case 'tick': {
      const farm = tick(play.farm);
      return farm === play.farm ? play : { ...play, farm };
    }
    case 'press':
      return withResult(play, pressTile(play.farm, move.x, move.y, play.tool));
    case 'tool':
      return { ...play, tool: move.tool };
    case 'addDirt':
      return withResult(play, addDirt(play.farm));
    case 'water':
      return withResult(play, generateWater(play.farm));
    case 'pause':
      return { ...play, farm: setPaused(play.farm, move.paused) };
    case 'saveScore':
      return { ...play, farm: saveScore(play.farm) };
    case 'keepPlaying':
      return { ...play, farm: keepPlaying(play.farm) };
  }
}

/** The two messages spec 3 §8 shows as toasts. */
const TOASTS: readonly string[] = [farmTexts.removeDirtToBuild, farmTexts.hydroHint];
/** Refusals for want of seeds or water: shown as errors, the other refusals as warnings. */
const UNAFFORDABLE: readonly string[] = [farmTexts.notEnoughSeeds, farmTexts.notEnoughWater];

/** The readouts: water (and its income), seeds, food, time, best time. */
const Readouts = memo(function Readouts({ farm }: { farm: FarmState }) {
  const items: [string, string][] = [
    ['Water', `${farm.water} (+${waterIncome(farm)}/s)`],
    ['Seeds', String(farm.seeds)],
    ['Food', String(farm.food)],
    ['Time', formatDuration(farm.elapsedTime)],
  ];
  if (farm.bestScore) items.push(['Best time', formatDuration(farm.bestScore.time)]);
  return (
    <dl
      aria-label="Farm resources"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', margin: 0 }}
    >
      {items.map(([name, value]) => (
        <div key={name} style={{ display: 'flex', gap: '0.375rem' }}>
          <dt>
            <Text weight="bold">{name}:</Text>
          </dt>
          <dd style={{ margin: 0 }} data-testid={`farm-${name.toLowerCase().replace(' ', '-')}`}>
            <Text>{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
});

type Dispatch = (move: Move) => void;

/** Add Dirt, Generate Water and Pause/Resume; memoised, so a tick does not repaint them. */
const Actions = memo(function Actions({
  isPaused,
  showWinModal,
  dispatch,
}: {
  isPaused: boolean;
  showWinModal: boolean;
  dispatch: Dispatch;
}) {
  return (
    <Inline gap="3" wrap>
      <Button variant="secondary" onClick={() => dispatch({ type: 'addDirt' })}>
        {farmTexts.addDirt}
      </Button>
      <Button variant="secondary" onClick={() => dispatch({ type: 'water' })}>
        {farmTexts.generateWater}
      </Button>
      <Button
        variant="ghost"
        aria-pressed={isPaused}
        disabled={showWinModal}
        onClick={() => dispatch({ type: 'pause', paused: !isPaused })}
      >
        {isPaused ? farmTexts.resume : farmTexts.pause}
      </Button>
      {isPaused ? <Text tone="secondary">{farmTexts.paused}</Text> : null}
    </Inline>
  );
});

/** What a tile press does, with the costs; memoised like the actions. */
const Tools = memo(function Tools({
  tool,
  expansionCost,
  dispatch,
}: {
  tool: FarmTool;
  expansionCost: number;
  dispatch: Dispatch;
}) {
  const options = [
    { value: 'tend', label: 'Plant, harvest, shoo bugs', description: 'Planting costs 1 seed.' },
    { value: 'removeDirt', label: 'Remove dirt', description: '1 seed.' },
    { value: 'waterUpgrade', label: 'Water upgrade', description: '2 seeds: +2 water a second.' },
    { value: 'hydro', label: 'Hydroponics', description: '2 seeds and 50 water.' },
    {
      value: 'expand',
      label: 'Expand',
      description: `${expansionCost} seeds: +1 food, the farm grows by one row and column.`,
    },
  ] as const;
  return (
    <RadioGroup
      label={farmTexts.tool}
      options={options}
      value={tool}
      onValueChange={(value) => {
        const chosen = options.find((option) => option.value === value);
        if (chosen) dispatch({ type: 'tool', tool: chosen.value });
      }}
    />
  );
});

/**
 * The farm being played: the tick, the moves, the readouts, the tool choice, the board, the win
 * dialog and the saves (at most one every 5 seconds while something changed, and on page hide
 * with `keepalive`). The state lives here, so the page around it does not repaint each second.
 */
export function FarmGame({ initial, onSave, ticking = true }: FarmGameProps) {
  const [play, dispatch] = useReducer(reduce, { farm: initial, tool: 'tend', notice: null });
  const { farm, tool, notice } = play;
  const { toast } = useToast();

  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), FARM.tickMs);
    return () => clearInterval(timer);
  }, [ticking]);

  // Saving: the latest farm and whether it changed since the last save.
  const latest = useRef({ farm, dirty: false, onSave });
  useEffect(() => {
    const changed = latest.current.farm !== farm;
    latest.current = { farm, onSave, dirty: latest.current.dirty || changed };
  }, [farm, onSave]);
  useEffect(() => {
    const flush = (keepalive: boolean) => {
      if (!latest.current.dirty) return;
      latest.current.dirty = false;
      latest.current.onSave(latest.current.farm, keepalive);
    };
    const timer = setInterval(() => flush(false), FARM_SAVE_INTERVAL_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    const onPageHide = () => flush(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      flush(true);
    };
  }, []);

  // The spec's two toasts.
  const shown = useRef(0);
  useEffect(() => {
    if (!notice || notice.id === shown.current || !TOASTS.includes(notice.text)) return;
    shown.current = notice.id;
    toast({
      title: notice.text === farmTexts.hydroHint ? 'Hydroponics' : notice.text,
      description: notice.text === farmTexts.hydroHint ? notice.text : undefined,
      tone: notice.text === farmTexts.hydroHint ? 'info' : 'warning',
    });
  }, [notice, toast]);

  const press = useCallback((x: number, y: number) => dispatch({ type: 'press', x, y }), []);
  return (
    <Stack align="stretch" gap="4">
      <Readouts farm={farm} />
      <Actions isPaused={farm.isPaused} showWinModal={farm.showWinModal} dispatch={dispatch} />
      {/* A refused move, styled as the ui's other notices: what cannot be afforded is an error
          (role="alert"), any other refusal a warning (role="status"). Keyed by the notice, so
          the same refusal twice is announced twice. */}
      <div style={{ minHeight: '1.5em' }}>
        {notice && !TOASTS.includes(notice.text) ? (
          <Notice key={notice.id} tone={UNAFFORDABLE.includes(notice.text) ? 'error' : 'warning'}>
            {notice.text}
          </Notice>
        ) : null}
      </div>
      <FarmBoard
        grid={farm.grid}
        bugs={farm.bugs}
        tool={tool}
        expansionCost={farm.expansionCost}
        onPress={press}
      />
      <Tools tool={tool} expansionCost={farm.expansionCost} dispatch={dispatch} />
      <Dialog
        open={farm.showWinModal}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'keepPlaying' });
        }}
        title={farmTexts.winTitle}
        description={winMessage(farm.winTime ?? farm.elapsedTime)}
        footer={
          <Inline gap="3" wrap>
            <Button variant="primary" onClick={() => dispatch({ type: 'saveScore' })}>
              {farmTexts.saveScore}
            </Button>
            <Button variant="secondary" onClick={() => dispatch({ type: 'keepPlaying' })}>
              {farmTexts.keepPlaying}
            </Button>
          </Inline>
        }
      >
        {farm.bestScore ? (
          <Text>Your best time so far: {formatDuration(farm.bestScore.time)}.</Text>
        ) : null}
      </Dialog>
    </Stack>
  );
}
