/** Web pages made to stall a recipe reader (issue 41), for the tests of its bounds. */

/**
 * The page of issue 41: `'<div itemprop=recipeIngredient itemscope>'` nested `levels` deep inside
 * a schema.org Recipe (1,000 levels are 49 KB; they took 12 s to read before the bounds).
 */
export const microdataBomb = (levels: number): Buffer =>
  Buffer.from(
    `<!doctype html><html><head><title>Bomb</title></head><body><div itemscope itemtype="https://schema.org/Recipe">${'<div itemprop=recipeIngredient itemscope>'.repeat(levels)}x</div></body></html>`,
  );

/**
 * One `<div>` with `count` attributes: within every element bound, but parse5 checks each
 * attribute against those before it, so 60,000 of them (400 KB) take it many seconds. Only the
 * reader's time limit bounds it.
 */
export const attributeFlood = (count = 60_000): Buffer =>
  Buffer.from(
    `<!doctype html><html><body><div ${Array.from({ length: count }, (_, i) => `a${i}`).join(' ')}>x</div></body></html>`,
  );
