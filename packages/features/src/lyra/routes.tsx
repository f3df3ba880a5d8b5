import { LyraHomeScreen } from './LyraHomeScreen/LyraHomeScreen';
import { LyraSoulInterfaceScreen } from './LyraSoulInterfaceScreen/LyraSoulInterfaceScreen';

/** The `/LyraHome` route's screen. */
export function LyraHomeRoute() {
  return <LyraHomeScreen />;
}

/** The `/LyraSoulInterface` route's screen. */
export function LyraSoulInterfaceRoute() {
  return <LyraSoulInterfaceScreen />;
}
