import { describe, expect, it } from 'vitest';
import { accountItem, isCurrent, navItems } from './navItems';

describe('the top navigation', () => {
  it('shows the seven links, each tool under its one name, then Sign Up and Login, to a visitor', () => {
    expect(navItems('/', false).map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['Communities', '/communities'],
      ['Farm Game', '/farmgame'],
      ['Blog', '/blog'],
      ['Projects', '/projects'],
      ['Journal', '/journal'],
      ['Meal Planner', '/MealPlanning'],
      ['Sign Up', '/signup'],
      ['Login', '/login'],
    ]);
    expect(accountItem('/', false, 3)).toBeUndefined();
  });

  it('shows the seven links and Account with the unread count to a signed-in user', () => {
    expect(navItems('/', true).map((item) => item.label)).not.toContain('Login');
    expect(accountItem('/', true, 3)).toMatchObject({
      label: 'Account',
      href: '/Account',
      count: 3,
    });
    expect(accountItem('/', true, 3)?.countLabel?.(1)).toBe('1 unread message');
  });

  it('marks the page being shown, case-insensitively, including pages under a link', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/blog')).toBe(false);
    expect(isCurrent('/blog', '/blog/7/edit')).toBe(true);
    expect(isCurrent('/MealPlanning', '/mealplanning/')).toBe(true);
    expect(isCurrent('/projects', '/projectsX')).toBe(false);
    expect(navItems('/FarmGame', false).find((item) => item.current)?.label).toBe('Farm Game');
    expect(accountItem('/account', true, 0)?.current).toBe(true);
  });
});
