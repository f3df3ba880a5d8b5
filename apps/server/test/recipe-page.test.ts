/**
 * Reading recipe drafts from pages shaped like real sites (test/fixtures/recipes): a WordPress
 * page with a Yoast @graph, a news site's array with `@type` arrays and HowToSections, microdata
 * only, a Latin-1 page with a WebPage's mainEntity and instructions as HTML in a string, and a page
 * without a recipe.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAFT_LIMITS, readRecipePage, UNTITLED } from '../src/domains/meal-planning/recipe-page';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/recipes/${name}`, import.meta.url));
const page = (html: string) => Buffer.from(html, 'utf8');
const jsonLd = (data: unknown, head = '') =>
  page(
    `<!doctype html><html><head>${head}<script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`,
  );

describe('recipe pages', () => {
  it('reads JSON-LD in an @graph, decoding entities and HTML in steps', () => {
    expect(readRecipePage(fixture('wordpress-yoast-graph.html'), 'utf-8')).toEqual({
      name: 'Easy Red Lentil Soup',
      ingredients: [
        '1 cup red lentils, rinsed',
        '2 carrots, diced',
        '1 onion, chopped',
        '2 cloves garlic, minced',
        '1 l vegetable stock',
        '1 tsp ground cumin',
        'Salt & pepper, to taste',
      ],
      instructions: [
        'Soften the onion, carrots and garlic in a little oil for 5 minutes.',
        'Add the lentils, cumin and stock; simmer for 20 minutes.',
        'Blend until smooth. Season with salt & pepper.',
      ].join('\n'),
      servings: 4,
    });
  });

  it('reads a top-level array, @type arrays and HowToSections (their names as lines)', () => {
    expect(readRecipePage(fixture('news-sections.html'))).toEqual({
      name: 'Shakshuka With Feta',
      ingredients: [
        '3 tablespoons extra-virgin olive oil',
        '1 large onion, halved and thinly sliced',
        '1 ½ cups crushed tomatoes',
        '6 large eggs',
        '5 ounces feta, crumbled (about 1 1/4 cups)',
        'Chopped cilantro, for serving',
      ],
      instructions: [
        'For the sauce',
        'Heat oven to 375 degrees. Heat oil in a large skillet over medium-low. Add onion and cook gently until very soft, about 20 minutes.',
        'Stir in the tomatoes and simmer until thickened, about 10 minutes.',
        'To finish',
        'Crack eggs into the sauce, sprinkle with feta and bake until the eggs are just set, 7 to 10 minutes.',
      ].join('\n'),
      servings: 4,
    });
  });

  it('reads microdata when there is no JSON-LD (nested HowToSteps, not the author or rating)', () => {
    expect(readRecipePage(fixture('microdata-only.html'))).toEqual({
      name: 'Grandma’s Banana Bread',
      ingredients: [
        '3 ripe bananas, mashed',
        '1/3 cup melted butter',
        '3/4 cup sugar',
        '1 egg, beaten',
        '1 tsp baking soda',
        '1 ½ cups all-purpose flour',
      ],
      instructions: [
        'Preheat the oven to 175°C and butter a loaf pan.',
        'Mix the bananas and butter, then the sugar, egg and soda.',
        'Fold in the flour, pour into the pan and bake for 1 hour.',
      ].join('\n'),
    });
  });

  it('reads a Latin-1 page, a WebPage mainEntity, sloppy JSON and twice-escaped HTML; the title names it', () => {
    expect(readRecipePage(fixture('legacy-latin1.html'))).toEqual({
      name: 'Crèpes de grand-mère',
      ingredients: ['250 g de farine', '4 oeufs', '50 cl de lait'],
      instructions: [
        'Mélanger la farine et les oeufs.',
        'Ajouter le lait peu & peu.',
        'Cuire dans une poêle chaude.',
      ].join('\n'),
    });
  });

  it('takes the servings from recipeYield when it gives 1 to 100', () => {
    const yields = (recipeYield: unknown) =>
      readRecipePage(
        jsonLd({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['salt'], recipeYield }),
      )?.servings;
    expect(yields('4 servings')).toBe(4);
    expect(yields(6)).toBe(6);
    expect(yields(['8', '8 bowls'])).toBe(8);
    expect(yields('Serves 2-3')).toBe(2);
    expect(yields('a big pot')).toBeUndefined();
    expect(yields('500')).toBeUndefined();
    expect(yields(undefined)).toBeUndefined();
  });

  it('finds no recipe on a page without one', () => {
    expect(readRecipePage(fixture('no-recipe.html'))).toBeNull();
    expect(readRecipePage(page('<html><body><h1>Soup</h1></body></html>'))).toBeNull();
    expect(readRecipePage(page('not html at all { "@type": "Recipe" }'))).toBeNull();
    expect(readRecipePage(jsonLd({ '@type': 'Recipe', name: 'Empty' }))).toBeNull();
    expect(readRecipePage(page('<script type="application/ld+json">{nope</script>'))).toBeNull();
  });

  it('takes the other shapes sites use', () => {
    const read = (recipe: Record<string, unknown>, head = '') =>
      readRecipePage(jsonLd({ '@context': 'https://schema.org', ...recipe }, head));
    // instructions as one string with line breaks, ingredients under the old name
    expect(
      read({
        '@type': 'schema:Recipe',
        name: ['Tea'],
        ingredients: ['1 tea bag'],
        recipeInstructions: 'Boil.\nSteep.',
      }),
    ).toEqual({ name: 'Tea', ingredients: ['1 tea bag'], instructions: 'Boil.\nSteep.' });
    // a list of plain strings, a PropertyValue, an indexed object
    expect(
      read({
        '@type': 'http://schema.org/Recipe',
        name: 'Toast',
        recipeIngredient: [
          { '@type': 'PropertyValue', value: 2, unitText: 'slices', name: 'bread' },
        ],
        recipeInstructions: { '0': { text: 'Toast.' }, '1': { text: 'Butter.' } },
      }),
    ).toEqual({ name: 'Toast', ingredients: ['2 slices bread'], instructions: 'Toast.\nButter.' });
    // steps in a JSON string; no name anywhere but the og:title
    expect(
      read(
        {
          '@type': 'Recipe',
          recipeIngredient: ['rice'],
          recipeInstructions: '[{"text":"Rinse."},{"text":"Cook."}]',
        },
        '<meta property="og:title" content="Plain &amp; simple rice">',
      ),
    ).toEqual({
      name: 'Plain & simple rice',
      ingredients: ['rice'],
      instructions: 'Rinse.\nCook.',
    });
    expect(read({ '@type': 'Recipe', recipeIngredient: ['water'] })?.name).toBe(UNTITLED);
  });

  it('keeps the draft within what saveRecipe accepts', () => {
    const draft = readRecipePage(
      jsonLd({
        '@type': 'Recipe',
        name: 'N'.repeat(500),
        recipeIngredient: Array.from({ length: 300 }, (_, i) => `${i} ${'x'.repeat(600)}`),
        recipeInstructions: Array.from({ length: 300 }, () => 'y'.repeat(100)),
      }),
    );
    expect(draft?.name.length).toBe(DRAFT_LIMITS.name);
    expect(draft?.ingredients.length).toBe(DRAFT_LIMITS.ingredients);
    expect(Math.max(...(draft?.ingredients ?? []).map((line) => line.length))).toBe(
      DRAFT_LIMITS.ingredient,
    );
    expect(draft?.instructions.length).toBeLessThanOrEqual(DRAFT_LIMITS.instructions);
    expect(draft?.instructions.length).toBeGreaterThan(19_000);
  });
});
