import type { RouteId } from './paths';
import type { ScreenLoader } from './table';

/**
 * How each built screen's code loads, for every route whose loader is not part of the first paint
 * (see `Screen` in table.tsx): a chunk of its own, fetched when the browser is idle after the first
 * paint (`prefetchScreenLoaders`) or on the first visit to one of these routes. A route of table.tsx
 * declared without a loader (`page(…)` or `dataScreen(…)`) has its loader here; a test checks that
 * the two agree.
 */
export const screenLoaders: Partial<Record<RouteId, ScreenLoader>> = {
  account: async () => (await import('../account')).AccountScreen,
  forgotPassword: async () => (await import('../auth')).ForgotPasswordScreen,
  resetPassword: async () => (await import('../auth')).ResetPasswordScreen,
  verifyEmail: async () => (await import('../auth')).VerifyEmailScreen,
  changeEmail: async () => (await import('../auth')).ChangeEmailScreen,
  unsubscribe: async () => (await import('../auth')).UnsubscribeScreen,
  person: async () => (await import('../people')).PersonScreen,
  smartJournal: async () => (await import('../journal')).SmartJournalRoute,
  journal: async () => (await import('../journal')).JournalRoute,
  mealPlanning: async () => (await import('../meal-planning')).mealPlanningScreens.hub(),
  categoryManager: async () =>
    (await import('../meal-planning')).mealPlanningScreens.categoryManager(),
  foodInventory: async () => (await import('../meal-planning')).mealPlanningScreens.foodInventory(),
  recipes: async () => (await import('../meal-planning')).mealPlanningScreens.recipes(),
  groceryList: async () => (await import('../meal-planning')).mealPlanningScreens.groceryList(),
  weekPlan: async () => (await import('../meal-planning')).mealPlanningScreens.weekPlan(),
  projects: async () => (await import('../projects')).ProjectsScreen,
  project: async () => (await import('../projects')).ProjectScreen,
  blog: async () => (await import('../blog')).BlogListScreen,
  blogNew: async () => (await import('../blog')).NewPostRoute,
  blogPost: async () => (await import('../blog')).BlogPostScreen,
  blogEdit: async () => (await import('../blog')).EditPostRoute,
  blogTag: async () => (await import('../blog')).BlogTagRoute,
  communities: async () => (await import('../communities')).CommunitiesRoute,
  community: async () => (await import('../communities')).CommunityRoute,
  communityEvent: async () => (await import('../communities')).loadCommunityEventRoute(),
  myCommunityPortal: async () => (await import('../communities')).CommunitiesRoute,
  dreamMachine: async () => (await import('../dreams')).DreamMachineRoute,
  weDream: async () => (await import('../dreams')).WeDreamRoute,
  gardenBlitz: async () => (await import('../gardens')).GardenBlitzRoute,
  gardenDirectory: async () => (await import('../gardens')).GardenDirectoryRoute,
  gardenDetails: async () => (await import('../gardens')).GardenDetailsRoute,
  zenFreeskates: async () => (await import('../experiments')).ZenFreeskatesRoute,
  experiments: async () => (await import('../experiments')).ExperimentsRoute,
  tarot: async () => (await import('../experiments')).TarotRoute,
  wePlan: async () => (await import('../experiments')).WePlanRoute,
  weGreen: async () => (await import('../experiments')).WeGreenRoute,
  weHelp: async () => (await import('../experiments')).WeHelpRoute,
  weDo: async () => (await import('../experiments')).WeDoRoute,
  sheasPage: async () => (await import('../experiments')).SheasPageRoute,
  weTalk: async () => (await import('../forum')).WeTalkRoute,
  weChoose: async () => (await import('../civic')).WeChooseRoute,
  weLearn: async () => (await import('../we-learn')).WeLearnRoute,
  gardenGame: async () => (await import('../garden-game')).GardenGameRoute,
  farmGame: async () => (await import('../farm-game')).FarmGameRoute,
  sheasGame: async () => (await import('../arcade')).ArcadeRoute,
  textGame: async () => (await import('../adventure')).TextGameRoute,
  meditation: async () => (await import('../meditation')).MeditationRoute,
  weBuild: async () => (await import('../we-build')).WeBuildRoute,
  lyraHome: async () => (await import('../lyra')).LyraHomeRoute,
  lyraSoulInterface: async () => (await import('../lyra')).LyraSoulInterfaceRoute,
};
