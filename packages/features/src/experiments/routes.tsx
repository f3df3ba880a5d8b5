import { readExperimentsConfig } from './config';
import { LabIndex } from './LabIndex/LabIndex';
import { ManifestationPage } from './Manifestation/ManifestationPage';
import { TarotPage } from './Tarot/TarotPage';
import { WeDoScreen } from './WeDo/WeDoScreen';
import { WeGreenPage } from './WeGreen/WeGreenPage';
import { WeHelpScreen } from './WeHelp/WeHelpScreen';
import { WePlanScreen } from './WePlan/WePlanScreen';
import { ZenFreeskatesPage } from './ZenFreeskates/ZenFreeskatesPage';

/** The addresses of the promo pages, from the build's `VITE_…` variables (see `config.ts`). */
function siteConfig() {
  return readExperimentsConfig(import.meta.env as Readonly<Record<string, unknown>>);
}

/** The `/experiments` route's screen: the lab index. */
export function ExperimentsRoute() {
  return <LabIndex />;
}

/** The `/WePlan` route's screen. */
export function WePlanRoute() {
  return <WePlanScreen />;
}

/** The `/WeGreen` route's page. */
export function WeGreenRoute() {
  return <WeGreenPage />;
}

/** The `/WeHelp` route's screen. */
export function WeHelpRoute() {
  return <WeHelpScreen />;
}

/** The `/WeDo` route's screen. */
export function WeDoRoute() {
  return <WeDoScreen />;
}

/** The `/SheasPage` route's page: the manifestation text. */
export function SheasPageRoute() {
  return <ManifestationPage />;
}

/** The `/tarot` route's page. */
export function TarotRoute() {
  return <TarotPage config={siteConfig()} />;
}

/** The `/ZenFreeskates` (`/zen-freeskates`) route's page. */
export function ZenFreeskatesRoute() {
  return <ZenFreeskatesPage config={siteConfig()} />;
}
