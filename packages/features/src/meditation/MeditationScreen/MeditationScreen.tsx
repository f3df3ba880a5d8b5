import { Card, Heading, Stack, Switch, Text } from '@wegrow/ui';
import { useEffect, useRef, useState } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { createChime, type Chime } from '../rules/chime';
import {
  meditationTexts,
  nextTickDelay,
  shouldChime,
  timerAt,
  type TimerState,
} from '../rules/meditationTimer';

export interface MeditationScreenProps {
  /** The clock the timer reads (stories fix it). @default the current time */
  now?: () => Date;
  /** Whether the timer ticks. Stories with a fixed clock turn it off. @default true */
  ticking?: boolean;
}

const systemNow = () => new Date();
const column = { width: '100%', maxWidth: '36rem' } as const;
const countdownStyle = {
  margin: 0,
  fontSize: 'clamp(3rem, 16vw, 5rem)',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  lineHeight: 1.1,
  letterSpacing: '0.02em',
} as const;

/** The timer's state, recomputed every second (on the second) from the clock. */
function useTimer(now: () => Date, ticking: boolean): TimerState {
  const [state, setState] = useState(() => timerAt(now()));
  useEffect(() => {
    if (!ticking) return undefined;
    let timeout: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timeout = setTimeout(() => {
        setState(timerAt(now()));
        schedule();
      }, nextTickDelay(now()));
    };
    schedule();
    return () => clearTimeout(timeout);
  }, [now, ticking]);
  return state;
}

/**
 * `/meditation` (spec 3 §2, §4, §9; issue 20): the Daily Meditation Timer. Before a session,
 * 'Next Global Session In' and the time to the next 00:00 or 12:00 UTC (mm:ss, hh:mm:ss from an
 * hour); during one, 'Meditate Now' and the session's 300 seconds counting down. An optional soft
 * chime at a session's start, off by default and made only once the visitor turns it on. A button
 * back to the lab index (spec: /Experiments; routes match any letter case). No data.
 */
export function MeditationScreen({ now = systemNow, ticking = true }: MeditationScreenProps) {
  const timer = useTimer(now, ticking);
  const [chimeOn, setChimeOn] = useState(false);
  const chime = useRef<Chime | null>(null);
  const lastPhase = useRef<TimerState['phase'] | null>(null);

  useEffect(() => {
    if (shouldChime(lastPhase.current, timer.phase, chimeOn)) chime.current?.play();
    lastPhase.current = timer.phase;
  }, [timer.phase, chimeOn]);
  useEffect(() => () => chime.current?.close(), []);

  const toggleChime = (on: boolean) => {
    // The switch is the user's gesture: only now may the page make sound.
    if (on && !chime.current) chime.current = createChime();
    setChimeOn(on);
  };

  const inSession = timer.phase === 'session';
  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{meditationTexts.title}</Heading>
        <Text tone="secondary">{meditationTexts.about}</Text>
      </Stack>
      <Card variant={inSession ? 'raised' : 'outlined'} padding="lg">
        <Stack gap="2" align="center">
          <div role="status" aria-live="polite">
            <Heading level={2} size="md">
              {timer.label}
            </Heading>
          </div>
          <p role="timer" aria-label={`${timer.label}: ${timer.display}`} style={countdownStyle}>
            {timer.display}
          </p>
        </Stack>
      </Card>
      <Switch
        label={meditationTexts.chime}
        description={meditationTexts.chimeHint}
        checked={chimeOn}
        onCheckedChange={toggleChime}
      />
      <div>
        <ButtonLink variant="secondary" to={getHref('experiments')}>
          {meditationTexts.toExperiments}
        </ButtonLink>
      </div>
    </Stack>
  );
}
