/**
 * Reads a recipe draft from a web page, the way Mealie and Tandoor (through recipe-scrapers) read
 * one: schema.org `Recipe` in JSON-LD first (a top-level object or array, an `@graph`, a WebPage's
 * `mainEntity`, `@type` as a string or an array), then schema.org microdata; the page's OpenGraph
 * title, then its `<title>`, name a recipe that has none. Instructions may be a string, a list of
 * strings, `HowToStep`s or `HowToSection`s of steps (the section's name becomes a line of its
 * own). HTML inside values is read as text and entities are decoded (twice-escaped ones too).
 *
 * The draft always fits `saveRecipe` (RecipeInput's limits), so saving it unchanged never fails.
 */
import type { components } from '@wegrow/api/schema';
import { tidyText } from '@wegrow/contract/ingredients';
import { type CheerioAPI, load, loadBuffer } from 'cheerio';
import { type AnyNode, type Element, isTag, isText } from 'domhandler';

export type RecipeDraft = components['schemas']['RecipeDraft'];

/** RecipeInput's limits. */
export const DRAFT_LIMITS = {
  name: 200,
  ingredients: 200,
  ingredient: 500,
  instructions: 20_000,
} as const;

/** Stands in for a recipe whose page names it nowhere. */
export const UNTITLED = 'Imported recipe';

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ------------------------------------------------------------------------------------- text

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head']);
/** Elements that start a new line. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);

/**
 * The text of nodes as a reader sees it: block elements and `<br>` end lines. In a page, a line
 * break of the source is only white space; in a JSON value (`keepBreaks`) it ends a line too.
 */
function textOf(nodes: readonly AnyNode[], keepBreaks = false): string {
  let text = '';
  for (const node of nodes) {
    if (isText(node)) text += keepBreaks ? node.data : node.data.replace(/\s+/g, ' ');
    else if (isTag(node)) {
      const name = node.name.toLowerCase();
      if (name === 'br') text += '\n';
      else if (HIDDEN.has(name)) continue;
      else if (BLOCKS.has(name)) text += `\n${textOf(node.children, keepBreaks)}\n`;
      else text += textOf(node.children, keepBreaks);
    }
  }
  return text;
}

/** Tidies each line and drops empty ones. */
const tidyLines = (text: string) =>
  text
    .split('\n')
    .map(tidyText)
    .filter((line) => line !== '');

/**
 * A value that may hold HTML and entities, as lines of text. Parsed again while that changes
 * anything (at most three times), for values escaped twice (`&amp;amp;`, `&lt;p&gt;`).
 */
function linesOf(value: string): string[] {
  let text = value;
  for (let pass = 0; pass < 3; pass += 1) {
    if (!/[<&]/.test(text)) break;
    const $ = load(text, null, false);
    const next = textOf($.root().contents().toArray(), true);
    if (next === text) break;
    text = next;
  }
  return tidyLines(text.replace(/\u00a0/g, ' '));
}

/** A value as one line of text ('' for anything else). */
function lineOf(value: Json): string {
  if (typeof value === 'string') return linesOf(value).join(' ');
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return lineOf(value[0]);
  if (isObject(value)) return lineOf(value['name'] ?? value['text'] ?? value['@value']);
  return '';
}

// ------------------------------------------------------------------------------------- schema.org

/** `Recipe`, `schema:Recipe` and `http://schema.org/Recipe` name the same type. */
function typesOf(node: JsonObject): string[] {
  const type = node['@type'] ?? node['type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.replace(/^.*[/:#]/, '').toLowerCase());
}

const isA = (node: JsonObject, type: string) => typesOf(node).includes(type.toLowerCase());

/** Every object of a JSON-LD document that may be the recipe, in document order. */
function* candidates(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* candidates(item, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  yield value;
  if ('@graph' in value) yield* candidates(value['@graph'], depth + 1);
  if ('mainEntity' in value) yield* candidates(value['mainEntity'], depth + 1);
}

/** The ingredient lines of a recipe (strings, nested lists, PropertyValues). */
function ingredientsOf(value: Json): string[] {
  if (typeof value === 'string') return linesOf(value);
  if (Array.isArray(value)) return value.flatMap(ingredientsOf);
  if (isObject(value)) {
    if (isA(value, 'PropertyValue')) {
      const parts = [value['value'], value['unitText'] ?? value['unitCode'], value['name']];
      return [parts.map(lineOf).filter(Boolean).join(' ')].filter(Boolean);
    }
    const text = lineOf(value['text'] ?? value['name']);
    return text ? [text] : [];
  }
  return [];
}

/** The instruction lines of a recipe: one step per line, a section's name before its steps. */
function instructionsOf(value: Json, depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') {
    const trimmed = value.trim();
    // Some sites put a JSON list in a string.
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      const parsed = parseJson(trimmed);
      if (parsed !== undefined) return instructionsOf(parsed, depth + 1);
    }
    return linesOf(value);
  }
  if (Array.isArray(value)) return value.flatMap((item) => instructionsOf(item, depth + 1));
  if (!isObject(value)) return [];

  const elements = value['itemListElement'];
  if (elements !== undefined) {
    const name = isA(value, 'HowToSection') ? lineOf(value['name']) : '';
    return [...(name ? [name] : []), ...instructionsOf(elements, depth + 1)];
  }
  const text = value['text'];
  const name = lineOf(value['name']);
  if (text !== undefined) {
    const steps = instructionsOf(text, depth + 1);
    // A step's name is often its text again, or the text cut short: then it adds nothing.
    const first = steps[0] ?? '';
    const redundant = name === '' || first.startsWith(name.replace(/(?<![.…])[.…]+$/, ''));
    return redundant ? steps : [name, ...steps];
  }
  if (name) return [name];
  // `{"0": {...}, "1": {...}}`: a list written as an object.
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return keys
      .sort((a, b) => Number(a) - Number(b))
      .flatMap((key) => instructionsOf(value[key], depth + 1));
  return [];
}

/**
 * The servings a `recipeYield` gives ("4", 4, "Serves 4", ["4", "4 servings"]): its first whole
 * number, when it is 1 to 100 (what a recipe accepts), else null ("1 loaf" is 1).
 */
function servingsOf(value: Json): number | null {
  const match = /\d{1,3}/.exec(lineOf(value));
  const servings = match ? Number(match[0]) : NaN;
  return Number.isInteger(servings) && servings >= 1 && servings <= 100 ? servings : null;
}

interface Found {
  name: string;
  ingredients: string[];
  instructions: string[];
  servings: number | null;
}

function fromSchema(recipe: JsonObject): Found {
  return {
    name: lineOf(recipe['name'] ?? recipe['headline']),
    ingredients: ingredientsOf(recipe['recipeIngredient'] ?? recipe['ingredients'] ?? []),
    instructions: instructionsOf(recipe['recipeInstructions'] ?? recipe['instructions'] ?? []),
    servings: servingsOf(recipe['recipeYield'] ?? recipe['yield'] ?? null),
  };
}

// ------------------------------------------------------------------------------------- JSON-LD

/** JSON as sites write it: raw line breaks and tabs inside strings are common, and harmless. */
function parseJson(text: string): Json | undefined {
  for (const attempt of [text, text.replace(/\p{Cc}+/gu, ' ')]) {
    try {
      const value: Json = JSON.parse(attempt);
      return value;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

function jsonLdRecipe($: CheerioAPI): JsonObject | undefined {
  for (const script of $('script').toArray()) {
    const type = ($(script).attr('type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    const text = $(script)
      .text()
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '');
    for (const node of candidates(parseJson(text))) if (isA(node, 'Recipe')) return node;
  }
  return undefined;
}

// ------------------------------------------------------------------------------------- microdata

/** The value of one microdata property element (HTML Living Standard, "microdata"). */
function propertyValue($: CheerioAPI, element: Element): Json {
  if (element.attribs['itemscope'] !== undefined) return microdataItem($, element);
  const $el = $(element);
  switch (element.name.toLowerCase()) {
    case 'meta':
      return $el.attr('content') ?? '';
    case 'a':
    case 'area':
    case 'link':
      return $el.attr('href') ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'iframe':
    case 'embed':
    case 'track':
      return $el.attr('src') ?? '';
    case 'object':
      return $el.attr('data') ?? '';
    case 'data':
    case 'meter':
      return $el.attr('value') ?? '';
    case 'time':
      return $el.attr('datetime') ?? textOf(element.children);
    default:
      return textOf(element.children);
  }
}

/** A microdata item as a JSON-LD-like object: `@type` from `itemtype`, properties by name. */
function microdataItem($: CheerioAPI, scope: Element): JsonObject {
  const item: Record<string, Json[]> = {};
  const owned = $(scope)
    .find('[itemprop]')
    .toArray()
    .filter((element) => $(element).parent().closest('[itemscope]').get(0) === scope);
  for (const element of owned) {
    const value = propertyValue($, element);
    for (const name of ($(element).attr('itemprop') ?? '').split(/\s+/).filter(Boolean))
      (item[name] ??= []).push(value);
  }
  const object: JsonObject = { '@type': ($(scope).attr('itemtype') ?? '').split(/\s+/) };
  for (const [name, values] of Object.entries(item))
    object[name] = values.length === 1 ? values[0] : values;
  return object;
}

function microdataRecipe($: CheerioAPI): JsonObject | undefined {
  for (const scope of $('[itemscope][itemtype]').toArray()) {
    const types = ($(scope).attr('itemtype') ?? '').split(/\s+/);
    if (types.some((type) => /schema\.org\/Recipe$/i.test(type))) return microdataItem($, scope);
  }
  return undefined;
}

// ------------------------------------------------------------------------------------- the page

function titleOf($: CheerioAPI): string {
  const og = $('meta[property="og:title"], meta[name="og:title"]').first().attr('content');
  return lineOf(og ?? '') || lineOf($('title').first().text());
}

const cut = (text: string, length: number) =>
  text.length <= length ? text : text.slice(0, length).trimEnd();

/**
 * The recipe draft a page holds, or null when it holds none (no schema.org Recipe, or one with
 * neither ingredients nor instructions). `charset` is the one the Content-Type header named.
 */
export function readRecipePage(page: Buffer, charset?: string): RecipeDraft | null {
  const $ = loadBuffer(page, charset ? { encoding: { transportLayerEncodingLabel: charset } } : {});
  const recipe = jsonLdRecipe($) ?? microdataRecipe($);
  if (!recipe) return null;
  const found = fromSchema(recipe);
  if (found.ingredients.length === 0 && found.instructions.length === 0) return null;

  let instructions = '';
  for (const line of found.instructions) {
    const next = instructions === '' ? line : `${instructions}\n${line}`;
    if (next.length > DRAFT_LIMITS.instructions) break;
    instructions = next;
  }
  return {
    name: cut(found.name || titleOf($) || UNTITLED, DRAFT_LIMITS.name),
    ingredients: found.ingredients
      .slice(0, DRAFT_LIMITS.ingredients)
      .map((line) => cut(line, DRAFT_LIMITS.ingredient)),
    instructions,
    ...(found.servings === null ? {} : { servings: found.servings }),
  };
}
