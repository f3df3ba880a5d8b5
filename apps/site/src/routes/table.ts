/**
 * The route table: every path of the specs' route table and every link spelling used anywhere in
 * them, mapped to the screen it shows. Matching is case-insensitive (React Router's default), so
 * `/mealplanning` and `/MealPlanning` are one path here; spellings that differ by more than case
 * (`/iam`, `/mealplanner`, `/green/gardens`, `/zen-freeskates`, …) are listed as aliases.
 */
export interface RouteEntry {
  /** The screen this route shows. */
  readonly screen: ScreenId;
  /** The screen's name, as shown on a page that is not built yet and in the page title. */
  readonly title: string;
  /** The canonical path (as the spec writes it) followed by its aliases. */
  readonly paths: readonly [string, ...string[]];
}

export const routeTable = [
  { screen: 'home', title: 'Home', paths: ['/'] },
  { screen: 'welcome', title: 'Welcome', paths: ['/welcome'] },
  { screen: 'landing', title: 'Landing page', paths: ['/LandingPage'] },
  { screen: 'signup', title: 'Sign Up', paths: ['/signup'] },
  { screen: 'login', title: 'Login', paths: ['/login'] },
  { screen: 'logout', title: 'Logout', paths: ['/logout'] },
  { screen: 'forgotPassword', title: 'Reset Your Password', paths: ['/forgotpassword'] },
  { screen: 'resetPassword', title: 'Reset Password', paths: ['/ResetPassword'] },
  { screen: 'account', title: 'Account', paths: ['/Account'] },
  { screen: 'smartJournal', title: 'Smart Journal', paths: ['/smartjournal'] },
  { screen: 'journal', title: 'Journal', paths: ['/journal', '/iam'] },
  { screen: 'mealPlanning', title: 'Meal Planning', paths: ['/MealPlanning', '/mealplanner'] },
  { screen: 'categoryManager', title: 'Category Manager', paths: ['/CategoryManager'] },
  { screen: 'foodInventory', title: 'Food Inventory', paths: ['/FoodInventory'] },
  { screen: 'recipes', title: 'Recipes', paths: ['/Recipes'] },
  { screen: 'groceryList', title: 'Grocery List', paths: ['/GroceryList'] },
  { screen: 'projects', title: 'Projects', paths: ['/projects'] },
  { screen: 'project', title: 'Project', paths: ['/projects/:id'] },
  { screen: 'blog', title: 'Blog', paths: ['/blog'] },
  { screen: 'blogNew', title: 'New Post', paths: ['/blog/new'] },
  { screen: 'blogPost', title: 'Blog Post', paths: ['/blog/:id'] },
  { screen: 'blogEdit', title: 'Edit Post', paths: ['/blog/:id/edit'] },
  { screen: 'communities', title: 'Communities', paths: ['/communities'] },
  { screen: 'community', title: 'Community', paths: ['/communities/:communityId'] },
  { screen: 'myCommunityPortal', title: 'My Community Portal', paths: ['/MyCommunityPortal'] },
  { screen: 'dreamMachine', title: 'Dream Machine', paths: ['/dreammachine'] },
  { screen: 'weDream', title: 'We Dream', paths: ['/WeDream'] },
  { screen: 'gardenBlitz', title: 'Garden Blitz', paths: ['/GardenBlitz'] },
  {
    screen: 'gardenDirectory',
    title: 'Garden Directory',
    paths: ['/GardenDirectory', '/green/gardens'],
  },
  {
    screen: 'gardenDetails',
    title: 'Garden Details',
    paths: ['/GardenDetails/:id', '/gardens/:id'],
  },
  {
    screen: 'zenFreeskates',
    title: 'Zen Freeskates',
    paths: ['/ZenFreeskates', '/zen-freeskates'],
  },
  { screen: 'experiments', title: 'Experiments', paths: ['/experiments'] },
  { screen: 'textGame', title: 'Awakening', paths: ['/TextGame'] },
  { screen: 'tarot', title: 'Zen Tarot Readings', paths: ['/tarot'] },
  { screen: 'meditation', title: 'Daily Meditation Timer', paths: ['/meditation'] },
  { screen: 'weChoose', title: 'We Choose', paths: ['/wechoose'] },
  { screen: 'weLearn', title: 'We Learn', paths: ['/WeLearn'] },
  { screen: 'wePlan', title: 'We Plan', paths: ['/WePlan'] },
  { screen: 'weGreen', title: 'We Green', paths: ['/WeGreen'] },
  { screen: 'weHelp', title: 'We Help', paths: ['/WeHelp'] },
  { screen: 'weDo', title: 'We Do', paths: ['/WeDo'] },
  { screen: 'sheasPage', title: 'Manifestation', paths: ['/SheasPage'] },
  { screen: 'weTalk', title: 'We Talk', paths: ['/WeTalk'] },
  { screen: 'weBuild', title: 'We Build', paths: ['/WeBuild'] },
  { screen: 'gardenGame', title: 'Garden Game', paths: ['/GardenGame'] },
  { screen: 'farmGame', title: 'Farm Game', paths: ['/FarmGame'] },
  { screen: 'sheasGame', title: "Shea's Game", paths: ['/SheasGame'] },
  { screen: 'lyraHome', title: 'Lyra', paths: ['/LyraHome'] },
  { screen: 'lyraSoulInterface', title: 'Speak to Lyra', paths: ['/LyraSoulInterface'] },
] as const satisfies readonly RouteEntry[];

export type ScreenId =
  | 'home'
  | 'welcome'
  | 'landing'
  | 'signup'
  | 'login'
  | 'logout'
  | 'forgotPassword'
  | 'resetPassword'
  | 'account'
  | 'smartJournal'
  | 'journal'
  | 'mealPlanning'
  | 'categoryManager'
  | 'foodInventory'
  | 'recipes'
  | 'groceryList'
  | 'projects'
  | 'project'
  | 'blog'
  | 'blogNew'
  | 'blogPost'
  | 'blogEdit'
  | 'communities'
  | 'community'
  | 'myCommunityPortal'
  | 'dreamMachine'
  | 'weDream'
  | 'gardenBlitz'
  | 'gardenDirectory'
  | 'gardenDetails'
  | 'zenFreeskates'
  | 'experiments'
  | 'textGame'
  | 'tarot'
  | 'meditation'
  | 'weChoose'
  | 'weLearn'
  | 'wePlan'
  | 'weGreen'
  | 'weHelp'
  | 'weDo'
  | 'sheasPage'
  | 'weTalk'
  | 'weBuild'
  | 'gardenGame'
  | 'farmGame'
  | 'sheasGame'
  | 'lyraHome'
  | 'lyraSoulInterface';
