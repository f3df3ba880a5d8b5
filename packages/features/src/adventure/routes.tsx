import { AdventureScreen } from './AdventureScreen/AdventureScreen';

/** The `/TextGame` route's screen. */
export function TextGameRoute() {
  return <AdventureScreen />;
}
