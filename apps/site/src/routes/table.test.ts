import { describe, expect, it } from 'vitest';
import { screenFor } from './match';
import { routeTable, type ScreenId } from './table';

/**
 * Every spelling of every path used in the three specs (route table, navigation, landing and home
 * cards, in-page links) and the screen it must land on.
 */
const spellings: [string, ScreenId][] = [
  ['/', 'home'],
  ['/welcome', 'welcome'],
  ['/LandingPage', 'landing'],
  ['/landingpage', 'landing'],
  ['/signup', 'signup'],
  ['/login', 'login'],
  ['/login?justSignedUp=true', 'login'],
  ['/logout', 'logout'],
  ['/forgotpassword', 'forgotPassword'],
  ['/ForgotPassword', 'forgotPassword'],
  ['/ResetPassword', 'resetPassword'],
  ['/resetpassword', 'resetPassword'],
  ['/Account', 'account'],
  ['/account', 'account'],
  ['/smartjournal', 'smartJournal'],
  ['/journal', 'journal'],
  ['/iam', 'journal'],
  ['/MealPlanning', 'mealPlanning'],
  ['/mealplanning', 'mealPlanning'],
  ['/mealplanner', 'mealPlanning'],
  ['/CategoryManager', 'categoryManager'],
  ['/categorymanager', 'categoryManager'],
  ['/FoodInventory', 'foodInventory'],
  ['/foodinventory', 'foodInventory'],
  ['/Recipes', 'recipes'],
  ['/recipes', 'recipes'],
  ['/GroceryList', 'groceryList'],
  ['/grocerylist', 'groceryList'],
  ['/projects', 'projects'],
  ['/projects/42', 'project'],
  ['/projects/42?edit=true', 'project'],
  ['/blog', 'blog'],
  ['/blog/new', 'blogNew'],
  ['/blog/7', 'blogPost'],
  ['/blog/7/edit', 'blogEdit'],
  ['/communities', 'communities'],
  ['/communities/3', 'community'],
  ['/MyCommunityPortal', 'myCommunityPortal'],
  ['/dreammachine', 'dreamMachine'],
  ['/WeDream', 'weDream'],
  ['/wedream', 'weDream'],
  ['/GardenBlitz', 'gardenBlitz'],
  ['/gardenblitz', 'gardenBlitz'],
  ['/GardenDirectory', 'gardenDirectory'],
  ['/gardendirectory', 'gardenDirectory'],
  ['/green/gardens', 'gardenDirectory'],
  ['/GardenDetails/5', 'gardenDetails'],
  ['/gardendetails/5', 'gardenDetails'],
  ['/gardens/5', 'gardenDetails'],
  ['/ZenFreeskates', 'zenFreeskates'],
  ['/zen-freeskates', 'zenFreeskates'],
  ['/experiments', 'experiments'],
  ['/Experiments', 'experiments'],
  ['/TextGame', 'textGame'],
  ['/tarot', 'tarot'],
  ['/meditation', 'meditation'],
  ['/wechoose', 'weChoose'],
  ['/WeLearn', 'weLearn'],
  ['/welearn', 'weLearn'],
  ['/WePlan', 'wePlan'],
  ['/weplan', 'wePlan'],
  ['/WeGreen', 'weGreen'],
  ['/wegreen', 'weGreen'],
  ['/WeHelp', 'weHelp'],
  ['/wehelp', 'weHelp'],
  ['/WeDo', 'weDo'],
  ['/wedo', 'weDo'],
  ['/SheasPage', 'sheasPage'],
  ['/WeTalk', 'weTalk'],
  ['/wetalk', 'weTalk'],
  ['/WeBuild', 'weBuild'],
  ['/webuild', 'weBuild'],
  ['/webuild?view=swap', 'weBuild'],
  ['/GardenGame', 'gardenGame'],
  ['/FarmGame', 'farmGame'],
  ['/farmgame', 'farmGame'],
  ['/SheasGame', 'sheasGame'],
  ['/LyraHome', 'lyraHome'],
  ['/LyraSoulInterface', 'lyraSoulInterface'],
];

describe('route table', () => {
  it.each(spellings)('%s shows the %s screen', (href, screen) => {
    const pathname = new URL(href, 'https://wegrow.example').pathname;
    expect(screenFor(pathname)).toBe(screen);
  });

  it('gives unknown paths no screen (the 404 page)', () => {
    expect(screenFor('/no-such-page')).toBeNull();
    expect(screenFor('/blog/7/comments')).toBeNull();
  });

  it('lists each screen once and each path once', () => {
    const screens = routeTable.map((r) => r.screen);
    expect(new Set(screens).size).toBe(screens.length);
    const paths = routeTable.flatMap((r) => r.paths.map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers every screen with at least one tested spelling', () => {
    const tested = new Set(spellings.map(([, s]) => s));
    expect(routeTable.map((r) => r.screen).filter((s) => !tested.has(s))).toEqual([]);
  });
});
