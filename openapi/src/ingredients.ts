/**
 * Recipe ingredient lines as grocery items, and the names the grocery list treats as the same: one
 * reading shared by the server and the MSW fakes, so both merge a recipe into the list alike.
 *
 * Lines are read with parse-ingredient (mixed numbers, vulgar fractions, ranges, units in many
 * spellings): "2 carrots, diced" → carrots × 2; "1 cup red lentils" → red lentils, 1 cup;
 * "1 ½ cups rolled oats" → rolled oats, 1½ cup. Amounts add up exactly (`./amounts`): a sum is
 * rounded once, at the end, and only where it is bought in whole things.
 */
import { convertUnit, parseIngredient, unitsOfMeasure } from 'parse-ingredient';
import pluralize from 'pluralize';
import {
  addable,
  type Amount,
  convertedTo,
  finalQuantity,
  fraction,
  fractionOf,
  type Fraction,
  minus,
  plus,
  readable,
  sum,
  times,
  valueOf,
} from './amounts';

/** The largest grocery or inventory quantity (the contract's bound on every quantity). */
export const MAX_QUANTITY = 1_000_000;
/** The longest grocery item name the contract accepts back (an item must survive a PUT). */
export const MAX_ITEM_NAME = 100;

/** An ingredient line as something to buy. */
export interface GroceryLine {
  name: string;
  /** More than 0: exact in a measure (0.75 tsp), a whole number in a count of things (3 eggs). */
  quantity: number;
  /** parse-ingredient's unit id (`cup`, `gram`, `tablespoon`…), or null for a count of things. */
  unit: string | null;
}

/** Size words parse-ingredient reads as units: "3 large eggs" is eggs × 3, not 3 "large". */
const SIZE_WORDS = ['small', 'medium', 'large'];

/** Collapses runs of white space and trims. */
export function tidyText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Caps a computed quantity at the contract's bound. */
export function boundedQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(0, quantity));
}

/** An amount of a grocery or inventory row: its quantity as a fraction, its unit as the parser's id. */
function amountOf(row: { quantity: number; unit?: string | null }): Amount {
  return { quantity: fractionOf(row.quantity), unit: normalUnit(row.unit ?? null) };
}

/** A summed amount as kept: rounded once (up, where bought in whole things), within the bound. */
function kept(amount: Amount): { quantity: number; unit: string | null } {
  return { quantity: boundedQuantity(finalQuantity(amount)), unit: amount.unit };
}

/**
 * Whether a grocery row takes a line of the same name: its unit is the line's, or one of its
 * family (tsp and tbsp, ml and l, g and kg), in any spelling.
 */
export function unitsAdd(row: string | null, line: string | null): boolean {
  return addable(normalUnit(row), normalUnit(line));
}

/**
 * A grocery row with a line's amount added exactly and shown in the family's most readable unit
 * (½ tsp + ¼ tsp → ¾ tsp; 2 tsp + 1 tsp → 1 tbsp; 2 eggs + 1 egg → 3), rounded once; null when the
 * units do not add up (`unitsAdd`).
 */
export function addedAmount(
  row: { quantity: number; unit: string | null },
  line: { quantity: number; unit: string | null },
): { quantity: number; unit: string | null } | null {
  const total = sum(amountOf(row), amountOf(line));
  if (!total) return null;
  // A unit left as written ("Jar") stays as written.
  return kept(total.unit === normalUnit(row.unit) ? { ...total, unit: row.unit } : total);
}

/** An ingredient line read into amount, unit and food, with the line as typed. */
export interface Ingredient {
  /** The line as typed (trimmed). */
  original: string;
  /** The amount (the lower end of a range), or null when the line gives none ("salt"). */
  quantity: number | null;
  /** The upper end of a range ("2-3 tomatoes" → 3), else null. */
  quantityMax: number | null;
  /** The unit as typed ("cups", "tsp"), or null for a count of things. */
  unit: string | null;
  /** What the line is of: the rest of the line, without a trailing comma ("2 carrots, diced" → "carrots, diced"). */
  food: string;
}

/** parse-ingredient's reading of a line, with the unit's id, or null for a line naming nothing. */
interface Reading {
  text: string;
  quantity: number | null;
  quantityMax: number | null;
  unitId: string | null;
  unitText: string | null;
  description: string;
}

/**
 * The longest ingredient line read (RecipeInput's limit; a longer one is read up to here). The
 * parser's time grows with the line (its trailing-quantity expression is tried at every position).
 */
export const MAX_INGREDIENT_LINE = 500;
/**
 * A run of this many characters that could be part of an amount (digits, fractions, spaces,
 * `.,/-+`, `e`) means the line has no amount: the parser tries every shorter start of such a run,
 * reading each whole, so its time grows with the square of the run (500 characters of "½" took
 * 95 ms, "1 to " then "½"s 37 ms). A real amount is a few characters long.
 */
const AMOUNT_RUN = /[\p{Nd}\p{No}\s.,_/+\u2044eE-]{33,}/u;

/** A line with nothing but punctuation and spaces (", ,", "-") names nothing. */
const NO_WORDS = /^[\p{P}\p{S}\s]*$/u;
/** Punctuation left at either end of a name ("Butter," → "Butter"). */
const EDGE_PUNCTUATION = /^[\s,;:.\-–—]+|[\s,;:.\-–—]+$/g;
/** A number standing on its own: at a word boundary on both sides, not glued to letters. */
const STANDALONE_NUMBER = /(?:^|\s)[\d½¼¾⅓⅔⅛⅜⅝⅞]+(?:[.,/⁄][\d]+)?(?=$|[\s\-–)])/u;

/** Trims punctuation from a name's ends and collapses its spaces. */
function tidyName(text: string): string {
  return tidyText(text.replace(EDGE_PUNCTUATION, ''));
}

/**
 * One line read by parse-ingredient, in time linear in its length: at most `MAX_INGREDIENT_LINE`
 * characters, and a line with a run past `AMOUNT_RUN` is read as a name without an amount.
 */
function readLine(line: string): Reading | null {
  const text = tidyText(line).slice(0, MAX_INGREDIENT_LINE).trimEnd();
  if (NO_WORDS.test(text)) return null;
  const [parsed] = AMOUNT_RUN.test(text) ? [] : parseIngredient(text);
  if (parsed?.isGroupHeader) return null;
  // A number glued to a word ("Vitamin B12", "7UP") is part of the name, not an amount.
  if (
    !parsed ||
    (parsed.quantity !== null && parsed.unitOfMeasureID === null && !STANDALONE_NUMBER.test(text))
  ) {
    return {
      text,
      quantity: null,
      quantityMax: null,
      unitId: null,
      unitText: null,
      description: text,
    };
  }
  return {
    text,
    quantity: parsed.quantity,
    quantityMax: parsed.quantity2,
    unitId: parsed.unitOfMeasureID,
    unitText: parsed.unitOfMeasure,
    description: parsed.description,
  };
}

/**
 * One typed ingredient line read into amount, unit and food ("2 cups flour", "Eggs 3", "½ tsp
 * salt"), or null for a line that names nothing (", ,", a group header such as "For the sauce:").
 * A size word is part of the food ("3 large eggs" → 3, eggs… "large eggs").
 */
export function ingredientOf(line: string): Ingredient | null {
  const reading = readLine(line);
  if (!reading) return null;
  const sizeOnly = reading.unitId !== null && SIZE_WORDS.includes(reading.unitId);
  const food = tidyName(
    sizeOnly ? `${reading.unitText ?? ''} ${reading.description}` : reading.description,
  );
  if (NO_WORDS.test(food) && reading.quantity === null) return null;
  return {
    original: reading.text,
    quantity: reading.quantity,
    quantityMax: reading.quantityMax,
    unit: sizeOnly ? null : reading.unitText,
    food: food === '' ? reading.text : food,
  };
}

/** A recipe's lines read as ingredients, lines naming nothing left out. */
export function ingredientsOf(lines: readonly string[]): Ingredient[] {
  return lines.flatMap((line) => ingredientOf(line) ?? []);
}

/** A recipe's lines as saved: trimmed, lines naming nothing (", ,") dropped. */
export function keptIngredientLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => ingredientOf(line) !== null);
}

/**
 * What to buy for one ingredient line, or null for a line that names nothing to buy (a group
 * header such as "For the sauce:", or an empty line). The name loses preparation notes after the
 * first comma and anything in parentheses; the quantity is the upper end of a range, as written
 * (rounded later, once, by `planGroceries`); 1 when the line gives none.
 */
export function groceryLineOf(line: string): GroceryLine | null {
  const reading = readLine(line);
  if (!reading) return null;
  const sizeOnly = reading.unitId !== null && SIZE_WORDS.includes(reading.unitId);
  const unit = sizeOnly ? null : reading.unitId;
  const described = tidyName(
    (reading.description.split(',')[0] ?? '').replace(/\([^)]*\)/g, ' ').replace(/[()]/g, ' '),
  );
  const name = (described === '' ? tidyName(reading.text) : described)
    .slice(0, MAX_ITEM_NAME)
    .trim();
  if (name === '' || NO_WORDS.test(name)) return null;
  const amount = reading.quantityMax ?? reading.quantity;
  const quantity = amount === null || amount <= 0 ? 1 : boundedQuantity(amount);
  return { name, quantity, unit };
}

/**
 * A grocery item typed by hand, read like an ingredient line ("milk 1 l" → milk, 1 liter; "2
 * eggs" → eggs × 2; "Eggs" → Eggs × 1; "7UP" stays 7UP): the whole name is kept (commas and
 * parentheses too), only the amount and unit are taken out of it.
 */
export function typedGroceryOf(text: string): GroceryLine {
  const reading = readLine(text);
  const fallback = { name: tidyText(text).slice(0, MAX_ITEM_NAME), quantity: 1, unit: null };
  if (!reading || reading.quantity === null) return fallback;
  const sizeOnly = reading.unitId !== null && SIZE_WORDS.includes(reading.unitId);
  const name = tidyName(
    sizeOnly ? `${reading.unitText ?? ''} ${reading.description}` : reading.description,
  ).slice(0, MAX_ITEM_NAME);
  if (name === '' || NO_WORDS.test(name)) return fallback;
  const amount = reading.quantityMax ?? reading.quantity;
  return {
    name,
    // Not capped: an amount past the bound is refused, never silently changed.
    quantity: amount <= 0 ? 1 : amount,
    unit: sizeOnly ? null : reading.unitId,
  };
}

/** The longest inventory unit the contract accepts ("g", "cups", "jar"). */
export const MAX_UNIT = 30;

/** Units a member can choose for an inventory item: the parser's measures and things one counts. */
export const INVENTORY_UNITS: readonly string[] = Object.entries(unitsOfMeasure)
  .filter(([, unit]) => unit.type !== 'other')
  .map(([id]) => id);

/** Every spelling the parser knows of a unit (id, short form, plural, alternates) and its id. */
const UNIT_SPELLINGS: ReadonlyMap<string, string> = new Map(
  Object.entries(unitsOfMeasure)
    .filter(([, unit]) => unit.type !== 'other')
    .flatMap(([id, unit]) =>
      [id, unit.short, unit.plural, ...(unit.alternates ?? [])].map(
        (spelling) => [spelling, id] as const,
      ),
    ),
);
/** The same, ignoring case, where that is not ambiguous ("T" is a tablespoon, "t" a teaspoon). */
const UNIT_SPELLINGS_ANY_CASE: ReadonlyMap<string, string> = (() => {
  const ids = new Map<string, Set<string>>();
  for (const [spelling, id] of UNIT_SPELLINGS) {
    const key = spelling.toLowerCase();
    ids.set(key, (ids.get(key) ?? new Set()).add(id));
  }
  return new Map(
    [...ids].flatMap(([key, set]) => (set.size === 1 ? [[key, [...set][0] ?? '']] : [])),
  );
})();

/**
 * An inventory unit as stored: the parser's id for a unit it knows, however it is written
 * ("cups", "Cup", "c" → "cup"; "g", "grams" → "gram"), else the text tidied ("Jar" → "Jar");
 * null for none (blank).
 */
export function normalUnit(unit: string | null | undefined): string | null {
  const text = tidyText(unit ?? '').slice(0, MAX_UNIT);
  if (text === '') return null;
  const bare = text.replace(/\.$/, '');
  return (
    UNIT_SPELLINGS.get(text) ??
    UNIT_SPELLINGS.get(bare) ??
    UNIT_SPELLINGS_ANY_CASE.get(text.toLowerCase()) ??
    UNIT_SPELLINGS_ANY_CASE.get(bare.toLowerCase()) ??
    text
  );
}

/** The key under which two units are the same: the parser's id, else the singular in lower case. */
function unitKey(unit: string): string {
  const normal = normalUnit(unit) ?? '';
  return unitsOfMeasure[normal] ? normal : pluralize.singular(normal.toLowerCase());
}

/**
 * An amount in `from` expressed in `to`, or null when the two cannot be compared: the same unit
 * (any spelling), or two measures of one dimension the parser converts (kg ↔ g, l ↔ ml, lb ↔ oz,
 * cup ↔ ml); a mass and a volume, or a count and a measure, are not comparable. A null unit is a
 * count of things, comparable only with another count.
 */
export function amountIn(amount: number, from: string | null, to: string | null): number | null {
  if (from === null || to === null) return from === to ? amount : null;
  const fromKey = unitKey(from);
  const toKey = unitKey(to);
  if (fromKey === toKey) return amount;
  const fromUnit = unitsOfMeasure[fromKey];
  const toUnit = unitsOfMeasure[toKey];
  if (!fromUnit || !toUnit || fromUnit.type === 'count' || fromUnit.type !== toUnit.type)
    return null;
  return convertUnit(amount, fromKey, toKey);
}

/**
 * An amount in another unit: exact within a family (¼ kg → 250 g), else as the parser converts
 * (cup → ml) to a thousandth; rounded up where the unit is a count of things; null when the two
 * units cannot be compared (`amountIn`).
 */
function exactlyIn(
  amount: { quantity: number; unit: string | null },
  unit: string | null,
): number | null {
  const exact = convertedTo(amountOf(amount), normalUnit(unit));
  if (exact !== null) return valueOf(exact);
  const converted = amountIn(amount.quantity, amount.unit, unit);
  if (converted === null) return null;
  return finalQuantity({
    quantity: fractionOf(Math.round(converted * 1000) / 1000),
    unit: normalUnit(unit),
  });
}

/** An inventory item as the grocery generation sees it: what the member has, in a unit or counted. */
export interface StockOnHand {
  name: string;
  quantity: number;
  /** The unit of `quantity` ("gram", "cup", "jar"), or null (or left out) for a count of things. */
  unit?: string | null;
}

/**
 * Where a bought amount goes in the inventory (importing the grocery list's cart): the first item
 * of the same name (ignoring case) whose unit matches or converts, with the amount in that item's
 * unit (exact within a family: ¾ tsp into "salt, tsp" adds 0.75; across families to a thousandth:
 * 2 cups bought into "500 ml milk" adds 473.176); else the first of that name counted
 * in things, which takes the number as it is (as before units: "1 l oat milk" into 2 oat milk
 * makes 3); else null: a new item in the bought unit is made.
 */
export function restockTarget<Item extends { name: string; unit?: string | null }>(
  items: readonly Item[],
  bought: { name: string; quantity: number; unit: string | null },
): { item: Item; amount: number } | null {
  for (const item of items) {
    if (!sameItemName(item.name, bought.name)) continue;
    const amount = exactlyIn(bought, item.unit ?? null);
    if (amount !== null) return { item, amount };
  }
  const counted = items.find(
    (item) => (item.unit ?? null) === null && sameItemName(item.name, bought.name),
  );
  return counted ? { item: counted, amount: bought.quantity } : null;
}

/**
 * What grocery items already hold of an inventory item, in its unit: for an item counted in
 * things, every item of that name (any unit, as before units existed); for one in a unit, the
 * items of that name whose unit matches or converts.
 */
export function heldFor(
  stock: { name: string; unit?: string | null },
  rows: readonly { name: string; quantity: number; unit: string | null }[],
): number {
  const unit = stock.unit ?? null;
  return rows
    .filter((row) => sameItemName(row.name, stock.name))
    .reduce(
      (total, row) => total + (unit === null ? row.quantity : (exactlyIn(row, unit) ?? 0)),
      0,
    );
}

/**
 * An inventory item's shortfall with what the grocery list already holds (`heldFor`): need − have
 * − held, exactly, in its family's most readable unit (½ l short → 500 ml), rounded once (up where
 * the item is a count of things); null when nothing is short.
 */
export function shortfallOf(
  stock: { name: string; quantity: number; desiredQuantity: number; unit?: string | null },
  rows: readonly { name: string; quantity: number; unit: string | null }[],
): { quantity: number; unit: string | null } | null {
  const unit = normalUnit(stock.unit ?? null);
  const wanted = minus(
    minus(fractionOf(stock.desiredQuantity), fractionOf(stock.quantity)),
    fractionOf(heldFor(stock, rows)),
  );
  if (wanted.n <= 0) return null;
  const short = readable({ quantity: wanted, unit });
  return kept(short.unit === unit ? { ...short, unit: stock.unit ?? null } : short);
}

/**
 * An ingredient line with what its amount is multiplied by (a recipe for 2 planned for 4 servings:
 * 4/2), exactly, before the lines are added up.
 */
export interface ScaledLine {
  text: string;
  scale: Fraction;
}

/** The lines of a recipe scaled by `scale` (n/d). */
export function scaledLines(
  lines: readonly string[],
  scale: { n: number; d: number },
): ScaledLine[] {
  const exact = fraction(scale.n, scale.d);
  return lines.map((text) => ({ text, scale: exact }));
}

/** What recipes put on a grocery list: the lines to add and how many ingredient lines were read. */
export interface GroceryPlan {
  lines: GroceryLine[];
  /** Ingredient lines read (lines naming nothing are not counted). */
  ingredients: number;
  /** Lines the inventory covered whole (left off the plan). */
  covered: number;
}

/**
 * How much of a grocery line the inventory already has, in the line's unit: every stock item of
 * the same name (ignoring case and plural) whose unit matches or converts ("500 g flour" against
 * "1 kg flour"); an item in another dimension ("1 cup sugar" against "200 g sugar"), or counted
 * against a measure, has none of it.
 */
export function stockFor(line: GroceryLine, stock: readonly StockOnHand[]): number {
  return valueOf(stockIn(line, stockByName(stock)));
}

/** `stock` grouped by `groceryNameKey` (each name's key worked out once). */
function stockByName(stock: readonly StockOnHand[]): Map<string, StockOnHand[]> {
  const byName = new Map<string, StockOnHand[]>();
  for (const item of stock) {
    const key = groceryNameKey(item.name);
    const same = byName.get(key);
    if (same) same.push(item);
    else byName.set(key, [item]);
  }
  return byName;
}

/** `stockFor` against stock already grouped by name, as a fraction (exact within a family). */
function stockIn(line: GroceryLine, byName: ReadonlyMap<string, readonly StockOnHand[]>): Fraction {
  return (byName.get(groceryNameKey(line.name)) ?? []).reduce(
    (total, item) =>
      plus(
        total,
        fractionOf(
          Math.max(
            0,
            exactlyIn({ quantity: item.quantity, unit: item.unit ?? null }, line.unit) ?? 0,
          ),
        ),
      ),
    fractionOf(0),
  );
}

/**
 * The grocery generation shared by the server and the fakes: reads every ingredient line, merges
 * lines of the same name (ignoring case and plural) and unit family, adding their amounts exactly
 * (½ tsp + ¼ tsp salt → ¾ tsp), then takes off what the inventory already has in a matching unit
 * (`stockFor`: "3 cups flour" with 1 cup in stock → flour, 2 cups; "Eggs 3" with 2 eggs → eggs × 1;
 * "200 g sugar" with 1 cup → 200 g); what is left is shown in its family's most readable unit and
 * rounded once, up to a whole number only where it is a count of things; a line the inventory
 * covers is left off.
 */
export function planGroceries(
  ingredientLines: readonly (string | ScaledLine)[],
  stock: readonly StockOnHand[],
): GroceryPlan {
  // By name key and unit, in the order first seen: linear in the lines (a repeated recipe's lines
  // are read once).
  const merged = new Map<string, { name: string; amount: Amount }>();
  const read = new Map<string, GroceryLine | null>();
  let ingredients = 0;
  for (const entry of ingredientLines) {
    const text = typeof entry === 'string' ? entry : entry.text;
    let line = read.get(text);
    if (line === undefined) {
      line = groceryLineOf(text);
      read.set(text, line);
    }
    if (!line) continue;
    ingredients += 1;
    const written = amountOf(line);
    const amount =
      typeof entry === 'string'
        ? written
        : { ...written, quantity: times(written.quantity, entry.scale) };
    const key = JSON.stringify([familyKey(amount.unit), groceryNameKey(line.name)]);
    const same = merged.get(key);
    if (same) same.amount = sum(same.amount, amount) ?? same.amount;
    else merged.set(key, { name: line.name, amount });
  }
  const lines: GroceryLine[] = [];
  let covered = 0;
  const byName = stockByName(stock);
  for (const { name, amount } of merged.values()) {
    const had = stockIn({ name, quantity: 0, unit: amount.unit }, byName);
    const left = minus(amount.quantity, had);
    if (left.n <= 0) covered += 1;
    else lines.push({ name, ...kept(readable({ quantity: left, unit: amount.unit })) });
  }
  return { lines, ingredients, covered };
}

/** The key under which amounts add up: a unit's family (tsp with tbsp), else the unit itself. */
function familyKey(unit: string | null): string | null {
  for (const family of ['teaspoon', 'milliliter', 'gram', 'ounce'])
    if (unit !== null && addable(unit, family)) return family;
  return unit;
}

/**
 * The keys of the names seen last: `pluralize.singular` tries a few hundred rules (about 30 µs a
 * word), and merging a plan into a list compares each line with every item.
 */
const NAME_KEYS = new Map<string, string>();
const NAME_KEYS_KEPT = 10_000;

/**
 * The key under which two grocery names are the same thing: case, spacing and the plural of the
 * last word do not count ("Red Lentils" = "red lentil", "Tomatoes" = "tomato").
 */
export function groceryNameKey(name: string): string {
  const known = NAME_KEYS.get(name);
  if (known !== undefined) return known;
  const words = tidyText(name).toLowerCase().split(' ');
  const last = words.pop();
  const key =
    last === undefined || last === '' ? '' : [...words, pluralize.singular(last)].join(' ');
  if (NAME_KEYS.size >= NAME_KEYS_KEPT) NAME_KEYS.clear();
  NAME_KEYS.set(name, key);
  return key;
}

/** Two inventory or grocery names are the same item when they match ignoring case and spacing. */
export function sameItemName(a: string, b: string): boolean {
  return tidyText(a).toLowerCase() === tidyText(b).toLowerCase();
}

/** Food categories compared as the screens sort them: by name, any case. */
const byCategoryName = (a: string, b: string) =>
  a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b);

/** A grocery item's own aisle as stored: tidied (the contract refuses blank ones); null for none. */
export function ownAisle(aisle: string | null | undefined): string | null {
  return aisle == null ? null : tidyText(aisle);
}

/**
 * The own aisle an update of a grocery item stores, or undefined to leave it: left out, it stays;
 * null clears it; the aisle the item is read with (its own, or the worked-out one when it has
 * none: `aisleFinder`), sent back, stays as it is, so a worked-out aisle is never pinned by a
 * client that sends the whole item back.
 */
export function updatedAisle(
  item: { name: string; aisle?: string | null },
  sent: string | null | undefined,
  workedOut: (name: string) => string | null,
): string | null | undefined {
  if (sent === undefined) return undefined;
  const aisle = ownAisle(sent);
  if (aisle !== null && (item.aisle ?? null) === null && aisle === workedOut(item.name))
    return undefined;
  return aisle;
}

/**
 * The aisle of a grocery item (the list is grouped by it): the first, by name, of the food
 * categories of the first inventory item of the same name (any case, singular or plural, as items
 * merge: `groceryNameKey`) that has any; null when none has (shown under Other). `categories` are
 * the member's food categories; an inventory item names them by id.
 */
export function aisleFinder(
  stock: readonly { name: string; categories?: readonly string[] }[],
  categories: readonly { id: number; name: string }[],
): (name: string) => string | null {
  const names = new Map(categories.map((category) => [String(category.id), category.name]));
  const aisles = new Map<string, string>();
  for (const item of stock) {
    const key = groceryNameKey(item.name);
    if (aisles.has(key)) continue;
    const [first] = (item.categories ?? [])
      .flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [name];
      })
      .sort(byCategoryName);
    if (first !== undefined) aisles.set(key, first);
  }
  return (name) => aisles.get(groceryNameKey(name)) ?? null;
}
