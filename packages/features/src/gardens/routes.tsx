import { useParams } from 'react-router';
import { GardenBlitzScreen } from './GardenBlitzScreen/GardenBlitzScreen';
import { GardenDetailsScreen } from './GardenDetailsScreen/GardenDetailsScreen';
import { GardenDirectoryScreen } from './GardenDirectoryScreen/GardenDirectoryScreen';

/** The `/gardenblitz` (`/GardenBlitz`) route's screen. */
export function GardenBlitzRoute() {
  return <GardenBlitzScreen />;
}

/** The `/gardendirectory` (`/GardenDirectory`, `/green/gardens`) route's screen. */
export function GardenDirectoryRoute() {
  return <GardenDirectoryScreen />;
}

/** The `/gardendetails/{id}` and `/gardens/{id}` route's screen. */
export function GardenDetailsRoute() {
  const { id } = useParams();
  return <GardenDetailsScreen id={id} />;
}
