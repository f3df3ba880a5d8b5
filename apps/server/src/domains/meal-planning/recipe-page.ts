/**
 * Reads a recipe draft from a web page, the way Mealie and Tandoor (through recipe-scrapers) read
 * one: schema.org `Recipe` in JSON-LD first (a top-level object or array, an `@graph`, a WebPage's
 * `mainEntity`, `@type` as a string or an array), then schema.org microdata; the page's OpenGraph
 * title, then its `<title>`, name a recipe that has none. Instructions may be a string, a list of
 * strings, `HowToStep`s or `HowToSection`s of steps (the section's name becomes a line of its
 * own). HTML inside values is read as text and entities are decoded (twice-escaped ones too).
 *
 * The draft always fits `saveRecipe` (RecipeInput's limits), so saving it unchanged never fails.
 *
 * Reading is bounded (issue 41: 1,000 nested microdata items once took 12 s of the event loop):
 * every HTML parse of a page, its own and that of HTML inside its values, counts its elements
 * against one budget and refuses an element nested too deep (`PAGE_LIMITS`), while it parses, so
 * parse5 (whose cost grows with the depth) never sees a deeper tree; microdata is resolved in one
 * walk of the tree; every walk of JSON-LD stops at a fixed depth. A page past a bound throws
 * `RecipePageTooComplex`. The whole reading runs in a worker thread with a time limit
 * (recipe-page-thread.ts), which also bounds what these caps do not (parse5's attribute checks).
 */
import type { components } from '@wegrow/api/schema';
import { tidyText } from '@wegrow/contract/ingredients';
import { type CheerioAPI, load, loadBuffer } from 'cheerio';
import { type AnyNode, type Element, isTag, isText, type ParentNode } from 'domhandler';
import { adapter } from 'parse5-htmlparser2-tree-adapter';

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

/** The bounds of reading one page; past one, the page is refused as too complex. */
export const PAGE_LIMITS = {
  /**
   * How deep an element may be nested (the document is level 0). Real recipe pages nest a few
   * dozen levels; browsers stop nesting at 512.
   */
  depth: 256,
  /**
   * Elements in all: the page's, and those of HTML inside its values (JSON-LD strings, microdata
   * texts), which are parsed again. A heavy real page has a few thousand.
   */
  elements: 50_000,
  /** Characters of text read from one microdata property (the longest draft value is 20,000). */
  propertyText: 50_000,
  /** Levels of JSON-LD read (arrays and objects); deeper values are ignored. */
  jsonDepth: 8,
  /**
   * JSON nested deeper than this is refused before it is parsed (`JSON.parse` takes ten times as
   * long per level as per flat value: 2 MB of brackets took over a second).
   */
  jsonNesting: 64,
} as const;

/** A page past `PAGE_LIMITS` (or, in the worker, past its time limit). */
export class RecipePageTooComplex extends Error {
  override readonly name = 'RecipePageTooComplex';
}

/** What one page has left of `PAGE_LIMITS.elements`, shared by every parse of it. */
interface Budget {
  elements: number;
}

/**
 * parse5's tree adapter for cheerio, counting against `budget`: each element created takes one,
 * and an element is refused when it would sit deeper than `PAGE_LIMITS.depth` (its parent's
 * ancestors are counted, at most `depth` steps). parse5 checks its stack of open elements for
 * every tag, so refusing depth while parsing keeps the parse linear in the page's length.
 */
function boundedAdapter(budget: Budget): typeof adapter {
  const place = (parent: ParentNode, node: AnyNode) => {
    if (!isTag(node)) return;
    let depth = 1;
    for (let above: ParentNode | null = parent; above; above = above.parent) {
      depth += 1;
      if (depth > PAGE_LIMITS.depth + 1)
        throw new RecipePageTooComplex(`elements nested more than ${PAGE_LIMITS.depth} deep`);
    }
  };
  return {
    ...adapter,
    createElement(tagName, namespaceURI, attrs) {
      budget.elements -= 1;
      if (budget.elements < 0)
        throw new RecipePageTooComplex(`more than ${PAGE_LIMITS.elements} elements`);
      return adapter.createElement(tagName, namespaceURI, attrs);
    },
    appendChild(parent, node) {
      place(parent, node);
      adapter.appendChild(parent, node);
    },
    insertBefore(parent, node, reference) {
      place(parent, node);
      adapter.insertBefore(parent, node, reference);
    },
  };
}

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
 * (The recursion is as deep as the tree, at most `PAGE_LIMITS.depth`.)
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
 * The tree adapter of the page being read (`readRecipePage` sets it, and the reading is
 * synchronous): HTML inside values is parsed against the page's own budget.
 */
let treeAdapter: typeof adapter = boundedAdapter({ elements: PAGE_LIMITS.elements });

/**
 * A value that may hold HTML and entities, as lines of text. Parsed again while that changes
 * anything (at most three times), for values escaped twice (`&amp;amp;`, `&lt;p&gt;`).
 */
function linesOf(value: string): string[] {
  let text = value;
  for (let pass = 0; pass < 3; pass += 1) {
    if (!/[<&]/.test(text)) break;
    const $ = load(text, { treeAdapter }, false);
    const next = textOf($.root().contents().toArray(), true);
    if (next === text) break;
    text = next;
  }
  return tidyLines(text.replace(/\u00a0/g, ' '));
}

/** A value as one line of text ('' for anything else). */
function lineOf(value: Json, depth = 0): string {
  if (typeof value === 'string') return linesOf(value).join(' ');
  if (typeof value === 'number') return String(value);
  if (depth >= PAGE_LIMITS.jsonDepth) return '';
  if (Array.isArray(value)) return lineOf(value[0], depth + 1);
  if (isObject(value)) return lineOf(value['name'] ?? value['text'] ?? value['@value'], depth + 1);
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
function ingredientsOf(value: Json, depth = 0): string[] {
  if (typeof value === 'string') return linesOf(value);
  if (depth >= PAGE_LIMITS.jsonDepth) return [];
  if (Array.isArray(value)) return value.flatMap((item) => ingredientsOf(item, depth + 1));
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
  if (depth > PAGE_LIMITS.jsonDepth) return [];
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

/** Whether JSON text nests deeper than `max` arrays and objects (strings skipped), in one pass. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * JSON as sites write it: raw line breaks and tabs inside strings are common, and harmless.
 * JSON nested deeper than `PAGE_LIMITS.jsonNesting` makes the page too complex.
 */
function parseJson(text: string): Json | undefined {
  if (nestsDeeperThan(text, PAGE_LIMITS.jsonNesting))
    throw new RecipePageTooComplex(`JSON nested more than ${PAGE_LIMITS.jsonNesting} deep`);
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

/**
 * The text of elements as `textOf` reads their children, for many elements in one walk: each text
 * node is written once, to the text of the nearest hidden element above it, else the page's; an element's text is the span its children wrote (`start` … `end`). Reading
 * `textOf` for each property instead would read nested properties' text once per level.
 */
class TextSpans {
  private readonly layers: { parts: string[]; length: number; text?: string }[] = [];
  private readonly spans = new Map<Element, { layer: number; start: number; end: number }>();
  /** The layers written to, innermost (the one written to now) last. */
  private readonly open: number[] = [];

  constructor() {
    this.enter();
  }

  private get current() {
    const index = this.open[this.open.length - 1] ?? 0;
    return { index, layer: this.layers[index] ?? { parts: [], length: 0 } };
  }

  /** Starts a text of its own (a hidden element's children). */
  enter(): void {
    this.layers.push({ parts: [], length: 0 });
    this.open.push(this.layers.length - 1);
  }

  leave(): void {
    this.open.pop();
  }

  write(text: string): void {
    const { layer } = this.current;
    layer.parts.push(text);
    layer.length += text.length;
  }

  /** Where `element`'s children's text starts, in the layer written to now. */
  start(element: Element): void {
    const { index, layer } = this.current;
    this.spans.set(element, { layer: index, start: layer.length, end: layer.length });
  }

  /** Where it ends (the span must be in the layer written to now). */
  end(element: Element): void {
    const span = this.spans.get(element);
    const layer = span && this.layers[span.layer];
    if (span && layer) span.end = layer.length;
  }

  /** `textOf(element.children)`, at most `limit` characters. */
  textOf(element: Element, limit: number): string {
    const span = this.spans.get(element);
    const layer = span && this.layers[span.layer];
    if (!span || !layer) return '';
    layer.text ??= layer.parts.join('');
    return layer.text.slice(span.start, Math.min(span.end, span.start + limit));
  }
}

/** The value of one microdata property element that is not an item (HTML Living Standard, "microdata"). */
function propertyValue(element: Element, texts: TextSpans): string {
  const attribute = (name: string) => element.attribs[name] ?? '';
  switch (element.name.toLowerCase()) {
    case 'meta':
      return attribute('content');
    case 'a':
    case 'area':
    case 'link':
      return attribute('href');
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'iframe':
    case 'embed':
    case 'track':
      return attribute('src');
    case 'object':
      return attribute('data');
    case 'data':
    case 'meter':
      return attribute('value');
    case 'time':
      return element.attribs['datetime'] ?? texts.textOf(element, PAGE_LIMITS.propertyText);
    default:
      return texts.textOf(element, PAGE_LIMITS.propertyText);
  }
}

/** A microdata item of the page: its element and its properties' elements, by name. */
interface Item {
  scope: Element;
  properties: Map<string, Element[]>;
}

const isRecipeType = (itemtype: string | undefined) =>
  (itemtype ?? '').split(/\s+/).some((type) => /schema\.org\/Recipe$/i.test(type));

/**
 * A microdata item as a JSON-LD-like object: `@type` from `itemtype`, properties by name, an
 * item's value the item itself. An item is the property of one item at most (the nearest scope
 * above it), so each is read once; the nesting is at most `PAGE_LIMITS.depth` deep.
 */
function itemJson(item: Item, items: ReadonlyMap<Element, Item>, texts: TextSpans): JsonObject {
  const object: JsonObject = { '@type': (item.scope.attribs['itemtype'] ?? '').split(/\s+/) };
  for (const [name, elements] of item.properties) {
    const values = elements.map((element) => {
      const nested = items.get(element);
      return nested ? itemJson(nested, items, texts) : propertyValue(element, texts);
    });
    object[name] = values.length === 1 ? values[0] : values;
  }
  return object;
}

/** A step of the walk: a node to visit with the item it is in, or the end of an element. */
type Step = { node: AnyNode; owner: Item | null } | { leave: Element; layer: boolean };

/**
 * The page's first schema.org Recipe item (document order), read in one walk of the tree: each
 * node is visited once; an element's properties go to the nearest item above it, and the text of
 * every property element is written on the way (`TextSpans`).
 */
function microdataRecipe($: CheerioAPI): JsonObject | undefined {
  const items = new Map<Element, Item>();
  const texts = new TextSpans();
  let recipe: Item | undefined;
  const steps: Step[] = $.root()
    .contents()
    .toArray()
    .reverse()
    .map((node) => ({ node, owner: null }));
  for (let step = steps.pop(); step; step = steps.pop()) {
    if ('leave' in step) {
      texts.end(step.leave);
      if (step.layer) texts.leave();
      else if (BLOCKS.has(step.leave.name.toLowerCase())) texts.write('\n');
      continue;
    }
    const { node, owner } = step;
    if (isText(node)) {
      texts.write(node.data.replace(/\s+/g, ' '));
      continue;
    }
    // Comments, and a template's content (inert: no text, no items, as a browser sees it).
    if (!isTag(node)) continue;
    const name = node.name.toLowerCase();
    let item: Item | null = null;
    if (node.attribs['itemscope'] !== undefined) {
      item = { scope: node, properties: new Map() };
      items.set(node, item);
      if (!recipe && isRecipeType(node.attribs['itemtype'])) recipe = item;
    }
    const names = owner ? (node.attribs['itemprop'] ?? '').split(/\s+/).filter(Boolean) : [];
    for (const property of names) {
      const list = owner?.properties.get(property);
      if (list) list.push(node);
      else owner?.properties.set(property, [node]);
    }
    if (name === 'br') texts.write('\n');
    const hidden = HIDDEN.has(name);
    if (hidden) texts.enter();
    else if (BLOCKS.has(name)) texts.write('\n');
    texts.start(node);
    steps.push({ leave: node, layer: hidden });
    const inner = item ?? owner;
    for (let i = node.children.length - 1; i >= 0; i -= 1) {
      const child = node.children[i];
      if (child) steps.push({ node: child, owner: inner });
    }
  }
  return recipe && itemJson(recipe, items, texts);
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
 * Throws `RecipePageTooComplex` for a page past `PAGE_LIMITS`. Synchronous and CPU-bound: the
 * server calls it only in a worker thread (`RecipePageThreads`).
 */
export function readRecipePage(page: Buffer, charset?: string): RecipeDraft | null {
  treeAdapter = boundedAdapter({ elements: PAGE_LIMITS.elements });
  const $ = loadBuffer(page, {
    treeAdapter,
    ...(charset ? { encoding: { transportLayerEncodingLabel: charset } } : {}),
  });
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
