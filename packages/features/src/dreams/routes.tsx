import { DreamMachineScreen } from './DreamMachineScreen/DreamMachineScreen';
import { WeDreamScreen } from './WeDreamScreen/WeDreamScreen';

/** The `/dreammachine` route's screen. */
export function DreamMachineRoute() {
  return <DreamMachineScreen />;
}

/** The `/wedream` (`/WeDream`) route's screen. */
export function WeDreamRoute() {
  return <WeDreamScreen />;
}
