import type { ComponentType } from 'react';
import { routePaths, type RouteId } from './paths';
import { toolNames } from './toolNames';

/** The "Login Required" modal of a route (spec 2: projects), with the spec's words. */
export interface LoginPrompt {
  /** The modal's title. */
  readonly title: string;
  /** The sentence under it, e.g. 'You must be logged in to view or manage your projects.' */
  readonly message: string;
}

/**
 * What a visitor (not signed in) gets at a route that needs a login: sent straight to /login
 * (`'redirect'`, the Account screen), or the Login Required modal with Go to Login and Continue
 * Browsing. `RequireLogin` is the one place that shows it.
 */
export type LoginRequirement = 'redirect' | LoginPrompt;

/** A route of the site: where it lives, what it is called and shows, and how its code loads. */
export interface RouteEntry {
  readonly id: RouteId;
  /** The spec's spelling first, then the aliases; matched case-insensitively. */
  readonly paths: readonly [string, ...string[]];
  /** The screen's name: the document title is "{title} · WeGrow". */
  readonly title: string;
  /**
   * The main heading (`h1`) the route shows a visitor on a first visit, or null for a route that
   * only sends the visitor on (`/logout`).
   */
  readonly heading: string | null;
  /** The route needs a login, and what a visitor gets instead. */
  readonly requiresLogin: false | LoginRequirement;
  /**
   * The screen calls the API (`useApi()`, toasts): it gets the session's API providers, whose code
   * then loads alongside its own. Pages without data skip them and paint sooner.
   */
  readonly needsApi: boolean;
  /** Loads the screen's code (each domain of @wegrow/features is its own chunk). */
  readonly load: ScreenLoader;
}

/** Loads a screen's code. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * A route's screen. `load` is given only for the routes a first visit most often opens (the
 * pre-rendered pages, sign-up, login, logout), whose loaders are part of the first-paint
 * code; every other built screen's loader is in `screenLoaders.ts`, a chunk of its own that the
 * site fetches when the browser is idle after the first paint (or on the first visit to one of
 * them), so the first paint does not carry the loading code of every screen of the site.
 */
type Screen = Omit<RouteEntry, 'id' | 'paths' | 'load'> & { readonly load?: ScreenLoader };

/** A page without data. */
function page(title: string, heading: string | null, load?: ScreenLoader): Screen {
  return { title, heading, load, requiresLogin: false, needsApi: false };
}

/** A screen with data (every screen of a domain that talks to the API). */
function dataScreen(
  title: string,
  heading: string,
  load?: ScreenLoader,
  requiresLogin: false | LoginRequirement = false,
): Screen {
  return { title, heading, load, requiresLogin, needsApi: true };
}

/**
 * What every route shows. Each screen is imported from its domain's entry (`../<domain>`), so each
 * domain is its own chunk: here for the first-paint routes, in `screenLoaders.ts` for the others.
 */
const screens = {
  home: page('Home', 'Welcome to WeGrow', async () => (await import('../home')).HomeRoute),
  welcome: page('Welcome', 'Welcome to WeGrow', async () => (await import('../home')).WelcomeRoute),
  landing: page(
    'Landing page',
    'Grow communities rooted in love',
    async () => (await import('../home')).LandingRoute,
  ),
  signup: dataScreen('Sign Up', 'Sign Up', async () => (await import('../auth')).SignupScreen),
  login: dataScreen('Login', 'Login', async () => (await import('../auth')).LoginScreen),
  logout: page('Logout', null, async () => (await import('../session')).LogoutRoute),
  forgotPassword: dataScreen('Reset Your Password', 'Reset Your Password'),
  resetPassword: dataScreen('Reset Password', 'Reset Password'),
  // The link mailed on sign-up (issue 30): verifies the address on open.
  verifyEmail: dataScreen('Verify Your E-mail', 'Verify Your E-mail'),
  // The links of a change of address (issue 43): confirm on open, undo on a press.
  changeEmail: dataScreen('Change Your E-mail', 'Change Your E-mail'),
  // A notification mail's unsubscribe link (issue 43): asks first, posts on a press.
  unsubscribe: dataScreen('Unsubscribe', 'Unsubscribe'),
  account: dataScreen('Account', 'Account', undefined, 'redirect'),
  // Public: the profile a mention links to (issue 43). The member's username heads the profile.
  person: dataScreen('Member', 'People'),
  // A visitor sees the page ('I AM') with the sign-in prompt; the Login Required modal comes from
  // the screen itself, when saving or when the server refuses the list (spec 1 §2, §6).
  smartJournal: dataScreen('Smart Journal', 'I AM'),
  journal: dataScreen('Journal', 'I AM'),
  // Each meal-planning screen is its own chunk, loaded through the domain's small entry. The hub
  // calls no API. The others show a visitor the page with a sign-in prompt (spec 1 §6).
  mealPlanning: page(toolNames.mealPlanning, 'Meal Planning'),
  categoryManager: dataScreen('Category Manager', 'Category Manager'),
  foodInventory: dataScreen('Food Inventory', 'Food Inventory'),
  recipes: dataScreen('Recipes', 'Recipes'),
  groceryList: dataScreen('Grocery List', 'Grocery List'),
  weekPlan: dataScreen('Week Plan', 'Week Plan'),
  // A visitor sees the page ('Your Projects', 'Project') with the Login Required words; the modal
  // comes from the screen itself, on New Project or when the server refuses the session (spec 2
  // §2, §6), so the page's heading stays in reach (docs/architecture.md).
  projects: dataScreen('Projects', 'Your Projects'),
  project: dataScreen('Project', 'Project'),
  blog: dataScreen('Blog', 'Blog'),
  blogNew: dataScreen('New Post', 'New Post'),
  // A post's page keeps the blog's heading ('Blog'); the post's title heads its article, and the
  // document title while it is shown.
  blogPost: dataScreen('Blog Post', 'Blog'),
  blogEdit: dataScreen('Edit Post', 'Edit Post'),
  // A tag's page keeps the blog's heading; "Posts tagged “…”" heads its list.
  blogTag: dataScreen('Blog Tag', 'Blog'),
  // A visitor sees the heading and 'Please login to view communities.' (spec 2 §2).
  communities: dataScreen('Communities', 'Communities'),
  community: dataScreen('Community', 'Communities'),
  communityEvent: dataScreen('Community Event', 'Communities'),
  myCommunityPortal: dataScreen('My Community Portal', 'Communities'),
  // Public screens: a visitor reads the collective dream, writes a dream (saving asks to sign in),
  // signs up for the garden programme and offers to help at a garden (spec 2 §6).
  dreamMachine: dataScreen('Dream Machine', 'Dream Machine'),
  weDream: dataScreen('We Dream', 'We Dream'),
  gardenBlitz: dataScreen('Garden Blitz', 'Garden Blitz'),
  gardenDirectory: dataScreen('Garden Directory', 'Garden Directory'),
  gardenDetails: dataScreen('Garden Details', 'Garden Details'),
  zenFreeskates: page('Zen Freeskates', 'Zen Freeskates'),
  experiments: page('Experiments', 'Experiments'),
  textGame: page('Awakening', 'Awakening'),
  tarot: page('Zen Tarot Readings', 'Zen Tarot Readings'),
  meditation: page('Daily Meditation Timer', 'Daily Meditation Timer'),
  weChoose: dataScreen('We Choose', 'We Choose'),
  weLearn: dataScreen('We Learn', 'We Learn'),
  wePlan: page('We Plan', 'We Plan'),
  weGreen: page('We Green', 'We Green'),
  weHelp: page('We Help', 'We Help'),
  weDo: page('We Do', 'We Do'),
  sheasPage: page('Manifestation', 'Manifestation'),
  weTalk: dataScreen('We Talk', 'We Talk'),
  weBuild: page('We Build', 'We Build'),
  gardenGame: page('Garden Game', 'Garden Game'),
  farmGame: dataScreen('Farm Game', 'Farm Game'),
  sheasGame: page("Shea's Game", "Shea's Game"),
  // Public: a visitor's chat log is kept per browser (a random id), a member's in their account.
  lyraHome: dataScreen('Lyra', 'Lyra'),
  lyraSoulInterface: dataScreen('Speak to Lyra', 'Speak to Lyra'),
} satisfies Record<RouteId, Screen>;

/**
 * The route table: every path of the specs' route table and every link spelling used anywhere in
 * them (see `paths.ts`), with what each route shows, in the specs' order.
 */
export const routeTable: readonly RouteEntry[] = (Object.keys(routePaths) as RouteId[]).map(
  (id) => {
    const screen: Screen = screens[id];
    return { id, paths: routePaths[id], ...screen, load: screen.load ?? (() => loadLater(id)) };
  },
);

/** Fetches the loaders of the screens that are not part of the first paint (once). */
export async function prefetchScreenLoaders(): Promise<Partial<Record<RouteId, ScreenLoader>>> {
  return (await import('./screenLoaders')).screenLoaders;
}

/** Loads a screen whose loader is in `screenLoaders.ts`. */
async function loadLater(id: RouteId): Promise<ComponentType> {
  const load = (await prefetchScreenLoaders())[id];
  if (!load) throw new Error(`No loader for the route ${id} (routes/screenLoaders.ts).`);
  return load();
}

const byId = new Map(routeTable.map((route) => [route.id, route]));

/** The entry of a route. */
export function routeEntry(id: RouteId): RouteEntry {
  const route = byId.get(id);
  if (!route) throw new Error(`No route ${id} in the route table.`);
  return route;
}
