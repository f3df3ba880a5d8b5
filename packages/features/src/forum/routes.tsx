import { WeTalkScreen } from './WeTalkScreen/WeTalkScreen';

/** The `/WeTalk` (`/wetalk`) route's screen. */
export function WeTalkRoute() {
  return <WeTalkScreen />;
}
