import type { ComponentType } from 'react';
import type { ScreenId } from './table';

/** How a route gets its screen. */
export interface ScreenSpec {
  /** Loads the screen's code (each domain of @wegrow/features is its own chunk). */
  load: (title: string) => Promise<ComponentType>;
  /**
   * The screen calls the API (`useApi()`, toasts): it gets the session's API providers, whose code
   * then loads alongside its own. Pages without data skip them and paint sooner.
   */
  needsApi: boolean;
}

/** A page without data. */
const page = (load: ScreenSpec['load']): ScreenSpec => ({ load, needsApi: false });
/** A screen with data (every screen of a domain that talks to the API). */
export const dataScreen = (load: ScreenSpec['load']): ScreenSpec => ({ load, needsApi: true });

/** A screen whose issue has not landed yet: the "coming soon" page, naming it. */
const comingSoon = page(async (title) => {
  const { ComingSoon } = await import('@wegrow/features/shared');
  return function ComingSoonPage() {
    return <ComingSoon title={title} />;
  };
});

/**
 * Every screen of the route table and where its code lives. A screen that is built is imported
 * from its domain's entry (`@wegrow/features/<domain>`) — `dataScreen(…)` when it talks to the API —
 * and the others show the coming-soon page until their issue replaces `comingSoon` here.
 */
export const screens = {
  home: page(async () => (await import('@wegrow/features/home')).HomeRoute),
  welcome: page(async () => (await import('@wegrow/features/home')).WelcomeRoute),
  landing: page(async () => (await import('@wegrow/features/home')).LandingRoute),
  logout: page(async () => (await import('@wegrow/features/session')).LogoutRoute),
  signup: dataScreen(async () => (await import('@wegrow/features/auth')).SignupScreen),
  login: dataScreen(async () => (await import('@wegrow/features/auth')).LoginScreen),
  forgotPassword: dataScreen(
    async () => (await import('@wegrow/features/auth')).ForgotPasswordScreen,
  ),
  resetPassword: dataScreen(
    async () => (await import('@wegrow/features/auth')).ResetPasswordScreen,
  ),
  account: dataScreen(async () => (await import('@wegrow/features/account')).AccountScreen),
  smartJournal: comingSoon,
  journal: comingSoon,
  mealPlanning: comingSoon,
  categoryManager: comingSoon,
  foodInventory: comingSoon,
  recipes: comingSoon,
  groceryList: comingSoon,
  projects: comingSoon,
  project: comingSoon,
  blog: comingSoon,
  blogNew: comingSoon,
  blogPost: comingSoon,
  blogEdit: comingSoon,
  communities: comingSoon,
  community: comingSoon,
  myCommunityPortal: comingSoon,
  dreamMachine: comingSoon,
  weDream: comingSoon,
  gardenBlitz: comingSoon,
  gardenDirectory: comingSoon,
  gardenDetails: comingSoon,
  zenFreeskates: comingSoon,
  experiments: comingSoon,
  textGame: comingSoon,
  tarot: comingSoon,
  meditation: comingSoon,
  weChoose: comingSoon,
  weLearn: comingSoon,
  wePlan: comingSoon,
  weGreen: comingSoon,
  weHelp: comingSoon,
  weDo: comingSoon,
  sheasPage: comingSoon,
  weTalk: comingSoon,
  weBuild: comingSoon,
  gardenGame: comingSoon,
  farmGame: comingSoon,
  sheasGame: comingSoon,
  lyraHome: comingSoon,
  lyraSoulInterface: comingSoon,
} satisfies Record<ScreenId, ScreenSpec>;

/** The screens still showing the coming-soon page. */
export const comingSoonScreens = (Object.keys(screens) as ScreenId[]).filter(
  (screen) => screens[screen] === comingSoon,
);
