/** The home domain: the landing page, home pages A and B, the welcome page and the rule of `/`. */
export { HomeRoute, WelcomeRoute, type HomeRouteProps } from './HomeRoute/HomeRoute';
export { LandingRoute } from './Landing/LandingRoute';
export { LandingPage, type LandingPageProps } from './Landing/LandingPage';
export {
  landingGroups,
  DEFAULT_CODEX_URL,
  type LandingCard,
  type LandingGroup,
} from './Landing/landingGroups';
export { HomeA } from './HomeA/HomeA';
export { HomeB, type HomeBProps } from './HomeB/HomeB';
export { homeTiles, type HomeTile } from './HomeB/homeTiles';
export { Welcome, type WelcomeProps } from './Welcome/Welcome';
export { chooseHomeScreen, WELCOME_SEEN_KEY, type HomeScreen } from './homeRule';
