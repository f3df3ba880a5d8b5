/**
 * The meditation domain: the Daily Meditation Timer (`/meditation`) and the pure rules of its
 * global sessions (spec 3 §2, §4, §9; issue 20).
 */
export { MeditationScreen, type MeditationScreenProps } from './MeditationScreen/MeditationScreen';
export {
  CYCLE_SECONDS,
  formatCountdown,
  meditationTexts,
  nextTickDelay,
  SESSION_HOURS_UTC,
  SESSION_SECONDS,
  shouldChime,
  TICK_MS,
  timerAt,
  type TimerState,
} from './rules/meditationTimer';

export { MeditationRoute } from './routes';
