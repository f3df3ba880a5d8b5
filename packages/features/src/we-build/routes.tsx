import { WeBuildScreen } from './WeBuildScreen/WeBuildScreen';

/** The `/WeBuild` route's screen (also `/webuild`: routes match any letter case). */
export function WeBuildRoute() {
  return <WeBuildScreen />;
}
