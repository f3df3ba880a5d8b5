import { LandingPage } from './LandingPage';
import { DEFAULT_CODEX_URL } from './landingGroups';

/** The `/LandingPage` route, with the codex address from the build's configuration. */
export function LandingRoute() {
  const configured = import.meta.env['VITE_CODEX_URL'] as string | undefined;
  return <LandingPage codexUrl={configured?.trim() || DEFAULT_CODEX_URL} />;
}
