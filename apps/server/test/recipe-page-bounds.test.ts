/**
 * The bounds of reading a recipe page (issue 41: `'<div itemprop=recipeIngredient itemscope>'`
 * nested 1,000 deep, 49 KB, took 12 s of the event loop, and every level deeper cost more).
 * Microdata is resolved in one walk of the tree; every HTML parse of a page counts against
 * `PAGE_LIMITS` while it runs (depth, elements, the page's own and those of HTML inside its
 * values); JSON-LD nested past `PAGE_LIMITS.jsonNesting` is refused before it is parsed.
 */
import { describe, expect, it } from 'vitest';
import {
  PAGE_LIMITS,
  readRecipePage,
  RecipePageTooComplex,
} from '../src/domains/meal-planning/recipe-page';
import { workMs } from './helpers/work-time';
import { microdataBomb } from './helpers/hostile-pages';
import { POSTGRES_PASS } from './helpers/passes';

const page = (body: string) =>
  Buffer.from(`<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`);
const jsonLd = (data: string) => page(`<script type="application/ld+json">${data}</script>`);

/**
 * Milliseconds `work` took (helpers/work-time.ts: neither a busy machine nor other threads stretch
 * it), and what it threw (or undefined).
 */
function timed(work: () => unknown): { ms: number; thrown: unknown } {
  let thrown: unknown;
  const ms = workMs(() => {
    try {
      work();
    } catch (error) {
      thrown = error;
    }
  });
  return { ms, thrown };
}

describe.skipIf(POSTGRES_PASS)('microdata read in one walk', () => {
  it('gives each property to the nearest item above it, nested items and texts included', () => {
    const draft = readRecipePage(
      page(`
        <article itemscope itemtype="http://schema.org/Recipe">
          <h1 itemprop="name">Bean <span>soup</span><script>track()</script></h1>
          <div itemprop="author" itemscope itemtype="https://schema.org/Person">
            <span itemprop="name">Not the recipe's name</span>
            <span itemprop="recipeIngredient">Not an ingredient</span>
          </div>
          <meta itemprop="recipeYield" content="Serves 6">
          <ul>
            <li itemprop="recipeIngredient">1 cup <i>beans</i></li>
            <li itemprop="recipeIngredient"><span itemprop="recipeIngredient">2 eggs</span>, beaten</li>
            <li itemprop="recipeIngredient"><noscript>no</noscript>salt</li>
          </ul>
          <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
            <span itemprop="name">Prepare</span>
            <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
              <div itemprop="text"><p>Soak the beans.</p><p>Boil them.</p></div>
            </div>
            <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
              <span itemprop="text">Season.</span>
            </div>
          </div>
        </article>`),
    );
    expect(draft).toEqual({
      name: 'Bean soup',
      ingredients: ['1 cup beans', '2 eggs, beaten', '2 eggs', 'salt'],
      instructions: ['Prepare', 'Soak the beans.', 'Boil them.', 'Season.'].join('\n'),
      servings: 6,
    });
  });

  it('refuses the microdata bomb of issue 41 at once, however deep it goes', () => {
    for (const levels of [1_000, 4_000]) {
      const bomb = microdataBomb(levels);
      const { ms, thrown } = timed(() => readRecipePage(bomb));
      expect(thrown, `${levels} levels`).toBeInstanceOf(RecipePageTooComplex);
      // It took 12 s at 1,000 levels and more than 170 s at 4,000 before the bounds.
      expect(ms, `${levels} levels`).toBeLessThan(2_000);
    }
  });

  it('still reads nested microdata items up to the depth limit', () => {
    // html and body are levels 1 and 2, the recipe 3, its ingredient items 4 and below.
    const levels = PAGE_LIMITS.depth - 3;
    const deepest = `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop=name>Deep</span><span itemprop=recipeIngredient>salt</span>${'<div itemprop=recipeIngredient itemscope>'.repeat(levels - 1)}<div itemprop=recipeIngredient>flour</div></div>`;
    expect(readRecipePage(page(deepest))).toEqual({
      name: 'Deep',
      ingredients: ['salt'],
      instructions: '',
    });
    const deeper = deepest.replace('<div itemprop=recipeIngredient>', '<div><i itemprop=x>y</i>');
    expect(() => readRecipePage(page(deeper))).toThrow(RecipePageTooComplex);
  });
});

describe.skipIf(POSTGRES_PASS)('the bounds of every parse of a page', () => {
  it(`refuses an element nested deeper than ${PAGE_LIMITS.depth} levels`, () => {
    // html 1, body 2: the divs are levels 3 and below.
    const atTheLimit = '<div>'.repeat(PAGE_LIMITS.depth - 2);
    expect(readRecipePage(Buffer.from(atTheLimit))).toBeNull();
    expect(() => readRecipePage(Buffer.from(`${atTheLimit}<div>`))).toThrow(
      `elements nested more than ${PAGE_LIMITS.depth} deep`,
    );
  });

  it(`refuses more than ${PAGE_LIMITS.elements} elements, counting HTML inside values`, () => {
    // html, head and body are three.
    const atTheLimit = '<br>'.repeat(PAGE_LIMITS.elements - 3);
    expect(readRecipePage(Buffer.from(atTheLimit))).toBeNull();
    expect(() => readRecipePage(Buffer.from(`${atTheLimit}<br>`))).toThrow(
      `more than ${PAGE_LIMITS.elements} elements`,
    );
    // A small page whose JSON-LD holds the elements, read again as HTML.
    const steps = JSON.stringify({
      '@type': 'Recipe',
      recipeIngredient: ['flour'],
      recipeInstructions: '<b>Stir.</b>'.repeat(PAGE_LIMITS.elements),
    });
    expect(() => readRecipePage(jsonLd(steps))).toThrow(RecipePageTooComplex);
    // Entities escaped twice are read again too, against the same budget.
    const nested = JSON.stringify({
      '@type': 'Recipe',
      recipeIngredient: ['&lt;div&gt;'.repeat(PAGE_LIMITS.depth + 1)],
    });
    expect(() => readRecipePage(jsonLd(nested))).toThrow(RecipePageTooComplex);
  });

  it(`refuses JSON-LD nested deeper than ${PAGE_LIMITS.jsonNesting} levels before parsing it`, () => {
    const levels = 200_000;
    const deep = jsonLd(
      `{"@type":"Recipe","recipeIngredient":${'['.repeat(levels)}"flour"${']'.repeat(levels)}}`,
    );
    const { ms, thrown } = timed(() => readRecipePage(deep));
    expect(thrown).toBeInstanceOf(RecipePageTooComplex);
    // Before the bound, JSON.parse took over a second on 2 MB of brackets, and the walks overflowed.
    expect(ms).toBeLessThan(1_000);

    // Brackets inside strings are text; nesting within the limit is read as before.
    const fine = JSON.stringify({
      '@type': 'Recipe',
      name: `${'['.repeat(100)} Soup`,
      recipeIngredient: [[['1 cup flour']]],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Stir {{{{' }],
    });
    expect(readRecipePage(jsonLd(fine))).toEqual({
      name: `${'['.repeat(100)} Soup`,
      ingredients: ['1 cup flour'],
      instructions: 'Stir {{{{',
    });
  });
});
