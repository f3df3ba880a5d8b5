import { describe, expect, it } from 'vitest';
import { getHref, routePaths } from './paths';
import { spellings } from './spellings';

describe('getHref', () => {
  it("gives a route's address in the spec's spelling", () => {
    expect(getHref('home')).toBe('/');
    expect(getHref('login')).toBe('/login');
    expect(getHref('account')).toBe('/Account');
    expect(getHref('mealPlanning')).toBe('/MealPlanning');
  });

  it('fills the path parameters, encoded', () => {
    expect(getHref('project', { id: 42 })).toBe('/projects/42');
    expect(getHref('community', { communityId: 'rain garden' })).toBe('/communities/rain%20garden');
    expect(getHref('blogEdit', { id: 7 })).toBe('/blog/7/edit');
  });

  it('adds the query string', () => {
    expect(getHref('login', { search: { justSignedUp: 'true' } })).toBe('/login?justSignedUp=true');
    expect(getHref('project', { id: 42 }, { search: { edit: 'true' } })).toBe(
      '/projects/42?edit=true',
    );
  });

  it('writes the spellings the specs link with: an alias, or lower case', () => {
    expect(getHref('journal', { spelling: '/iam' })).toBe('/iam');
    expect(getHref('farmGame', { spelling: '/farmgame' })).toBe('/farmgame');
    expect(getHref('gardenDirectory', { spelling: '/green/gardens' })).toBe('/green/gardens');
    expect(getHref('gardenDetails', { id: 5 }, { spelling: '/gardendetails/:id' })).toBe(
      '/gardendetails/5',
    );
  });

  it('refuses a spelling of another route', () => {
    // @ts-expect-error -- '/iam' is not a spelling of the blog route.
    expect(() => getHref('blog', { spelling: '/iam' })).toThrow(/not a path of the blog route/);
  });
});

describe('the route paths', () => {
  it('lists the spec spelling first, then aliases that differ by more than case', () => {
    for (const paths of Object.values(routePaths)) {
      const lower = paths.map((path) => path.toLowerCase());
      expect(new Set(lower).size).toBe(paths.length);
    }
  });

  it('has a tested spelling for every route', () => {
    const tested = new Set(spellings.map(([, route]) => route));
    expect(Object.keys(routePaths).filter((id) => !tested.has(id as never))).toEqual([]);
  });
});
