import { WeLearnScreen } from './WeLearnScreen/WeLearnScreen';

/** The `/WeLearn` (`/welearn`) route's screen. */
export function WeLearnRoute() {
  return <WeLearnScreen />;
}
