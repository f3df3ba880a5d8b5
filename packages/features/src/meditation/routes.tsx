import { MeditationScreen } from './MeditationScreen/MeditationScreen';

/** The `/meditation` route's screen. */
export function MeditationRoute() {
  return <MeditationScreen />;
}
