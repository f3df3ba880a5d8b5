import {
  chooseHomeScreen,
  WELCOME_SEEN_KEY as FEATURES_WELCOME_SEEN_KEY,
} from '@wegrow/features/home';
import { routeEntry } from '@wegrow/features/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, prerenderedPage, WELCOME_SEEN_KEY, type Visit } from './pages';

const visits: Visit[] = [
  { isLoggedIn: false, welcomeSeen: false },
  { isLoggedIn: false, welcomeSeen: true },
  { isLoggedIn: true, welcomeSeen: false },
  { isLoggedIn: true, welcomeSeen: true },
];

/** A token the session can read (claims `id` and `sub`), as after a login. */
const TOKEN = `x.${btoa(JSON.stringify({ id: 1, sub: 'maya@example.org', exp: 4e9 }))}.y`;

/** Runs a page's hide script on a page holding only `#root`, with this visit's storage. */
function hiddenBy(script: string, visit: Visit): boolean {
  localStorage.clear();
  if (visit.isLoggedIn) localStorage.setItem('access_token', TOKEN);
  if (visit.welcomeSeen) localStorage.setItem(WELCOME_SEEN_KEY, 'true');
  document.body.innerHTML = '<div id="root"><main>pre-rendered</main></div>';
  // The same text the build inlines after #root (allowed by its CSP hash).
  new Function(script)();
  return document.getElementById('root')?.hidden ?? false;
}

afterEach(() => localStorage.clear());

describe('the pre-rendered pages', () => {
  it('use the welcome flag of the home domain', () => {
    expect(WELCOME_SEEN_KEY).toBe(FEATURES_WELCOME_SEEN_KEY);
  });

  it('are pages without data nor login', () => {
    for (const page of PRERENDERED_PAGES) {
      const entry = routeEntry(page.route);
      expect(entry.needsApi, page.route).toBe(false);
      expect(entry.requiresLogin, page.route).toBe(false);
      expect(entry.paths[0].includes(':'), page.route).toBe(false);
    }
  });

  it('are hydrated on `/` only for a visitor’s first visit, as the rule of `/` says', () => {
    const home = prerenderedPage('home');
    for (const visit of visits) {
      const welcomeForVisitor = chooseHomeScreen(visit) === 'welcome' && !visit.isLoggedIn;
      expect(home?.showsPrerendered(visit), JSON.stringify(visit)).toBe(welcomeForVisitor);
    }
    expect(prerenderedPage('welcome')?.showsPrerendered(visits[1] as Visit)).toBe(true);
    expect(prerenderedPage('landing')?.showsPrerendered(visits[2] as Visit)).toBe(false);
    expect(prerenderedPage('login')).toBeUndefined();
    expect(prerenderedPage(null)).toBeUndefined();
  });

  it('hide their HTML before it paints exactly when the visit will see another page', () => {
    for (const page of PRERENDERED_PAGES) {
      for (const visit of visits) {
        expect(hiddenBy(page.hideScript, visit), `${page.route} ${JSON.stringify(visit)}`).toBe(
          !page.showsPrerendered(visit),
        );
      }
    }
  });
});
