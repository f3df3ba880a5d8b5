/**
 * Where every screen lives: each route id with its paths, the spec's spelling first and then its
 * aliases (spellings that differ by more than case: `/iam`, `/mealplanner`, `/green/gardens`…).
 * Matching is case-insensitive, so `/mealplanning` and `/MealPlanning` are one path here.
 *
 * This module is plain data and has no React: screens link with {@link getHref}, and the route
 * table (`table.ts`) adds what each route shows.
 */
export const routePaths = {
  home: ['/'],
  welcome: ['/welcome'],
  landing: ['/LandingPage'],
  signup: ['/signup'],
  login: ['/login'],
  logout: ['/logout'],
  forgotPassword: ['/forgotpassword'],
  resetPassword: ['/ResetPassword'],
  verifyEmail: ['/VerifyEmail'],
  changeEmail: ['/ChangeEmail'],
  unsubscribe: ['/unsubscribe'],
  account: ['/Account'],
  person: ['/people/:username'],
  smartJournal: ['/smartjournal'],
  journal: ['/journal', '/iam'],
  mealPlanning: ['/MealPlanning', '/mealplanner'],
  categoryManager: ['/CategoryManager'],
  foodInventory: ['/FoodInventory'],
  recipes: ['/Recipes'],
  groceryList: ['/GroceryList'],
  weekPlan: ['/WeekPlan'],
  projects: ['/projects'],
  project: ['/projects/:id'],
  blog: ['/blog'],
  blogNew: ['/blog/new'],
  blogPost: ['/blog/:id'],
  blogEdit: ['/blog/:id/edit'],
  blogTag: ['/blog/tag/:tag'],
  communities: ['/communities'],
  community: ['/communities/:communityId'],
  communityEvent: ['/communities/:communityId/events/:eventId'],
  myCommunityPortal: ['/MyCommunityPortal'],
  dreamMachine: ['/dreammachine'],
  weDream: ['/WeDream'],
  gardenBlitz: ['/GardenBlitz'],
  gardenDirectory: ['/GardenDirectory', '/green/gardens'],
  gardenDetails: ['/GardenDetails/:id', '/gardens/:id'],
  zenFreeskates: ['/ZenFreeskates', '/zen-freeskates'],
  experiments: ['/experiments'],
  textGame: ['/TextGame'],
  tarot: ['/tarot'],
  meditation: ['/meditation'],
  weChoose: ['/wechoose'],
  weLearn: ['/WeLearn'],
  wePlan: ['/WePlan'],
  weGreen: ['/WeGreen'],
  weHelp: ['/WeHelp'],
  weDo: ['/WeDo'],
  sheasPage: ['/SheasPage'],
  weTalk: ['/WeTalk'],
  weBuild: ['/WeBuild'],
  gardenGame: ['/GardenGame'],
  farmGame: ['/FarmGame'],
  sheasGame: ['/SheasGame'],
  lyraHome: ['/LyraHome', '/lyra'],
  lyraSoulInterface: ['/LyraSoulInterface'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** A route of the site, named in the product's words (`login`, `mealPlanning`, `gardenDetails`…). */
export type RouteId = keyof typeof routePaths;

/** Every path pattern of a route (its spec spelling and its aliases). */
type PathsOf<Id extends RouteId> = (typeof routePaths)[Id][number];

/** The `:name` parameters of a path pattern. */
type ParamsIn<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsIn<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path parameters a route needs, e.g. `{ id }` for `project`. */
export type RouteParams<Id extends RouteId> = Record<
  ParamsIn<(typeof routePaths)[Id][0]>,
  string | number
>;

/**
 * How a link writes a route: its spec spelling, an alias, or either in lower case — the specs'
 * links use `/farmgame` for `/FarmGame` and `/iam` for `/journal`. Checked against the table.
 */
export type RouteSpelling<Id extends RouteId> = PathsOf<Id> | Lowercase<PathsOf<Id>>;

export interface HrefOptions<Id extends RouteId> {
  /** The query string, e.g. `{ justSignedUp: 'true' }`. */
  search?: Record<string, string>;
  /** Link with this spelling of the route instead of the spec's first one. */
  spelling?: RouteSpelling<Id>;
}

type HrefArgs<Id extends RouteId> = [ParamsIn<(typeof routePaths)[Id][0]>] extends [never]
  ? [options?: HrefOptions<Id>]
  : [params: RouteParams<Id>, options?: HrefOptions<Id>];

function fillParams(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`getHref: the path ${pattern} needs "${name}".`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The address of a route, for links and navigation: `getHref('login')` is `/login`,
 * `getHref('project', { id: 42 })` is `/projects/42`,
 * `getHref('login', { search: { justSignedUp: 'true' } })` is `/login?justSignedUp=true` and
 * `getHref('farmGame', { spelling: '/farmgame' })` is the navigation's `/farmgame`.
 */
export function getHref<Id extends RouteId>(id: Id, ...args: HrefArgs<Id>): string {
  const paths: readonly string[] = routePaths[id];
  const withParams = paths[0]?.includes(':') ?? false;
  const params = (withParams ? args[0] : undefined) as Record<string, string | number> | undefined;
  const options = (withParams ? args[1] : args[0]) as HrefOptions<Id> | undefined;
  const spelling = options?.spelling;
  const pattern = spelling ?? paths[0] ?? '/';
  if (spelling && !paths.some((path) => path.toLowerCase() === spelling.toLowerCase())) {
    throw new Error(`getHref: ${spelling} is not a path of the ${id} route.`);
  }
  const path = params ? fillParams(pattern, params) : pattern;
  const query = new URLSearchParams(options?.search).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The id in an address's segment (`/communities/:communityId`…), or null when it is not a
 * positive 32-bit integer as the API's ids are.
 */
export function idParamOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
}
