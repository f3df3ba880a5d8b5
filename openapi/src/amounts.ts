/**
 * Amounts of food kept exactly and shown readably (issue 45): the arithmetic of the grocery list
 * and the inventory, shared by the server, the MSW fakes and the screens (it has no parser in it,
 * so a page may import it).
 *
 * Quantities are added as fractions (½ tsp + ¼ tsp = ¾ tsp, never 0.75 rounded up to 1 first);
 * units of one family convert exactly (tsp/tbsp/cup, ml/l, g/kg, oz/lb); a sum is rounded once, at
 * the end, and only where what is bought comes in whole things (3 eggs, 2 cans); a measure keeps
 * its fraction. A sum is shown in the most readable unit of its family (3 tsp → 1 tbsp, 1000 ml →
 * 1 l, 250 g stays 250 g). Units are the ingredient parser's ids (`teaspoon`, `liter`, `gram`…).
 */

/** A non-negative fraction in lowest terms (`d` ≥ 1). */
export interface Fraction {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x === 0 ? 1 : x;
}

/** n/d in lowest terms. */
export function fraction(n: number, d = 1): Fraction {
  const g = gcd(n, d);
  return d < 0 ? { n: -n / g, d: -d / g } : { n: n / g, d: d / g };
}

/** The denominators a cook writes, tried first when reading a decimal (⅓ is read as 0.333). */
const COOK_DENOMINATORS = [1, 2, 3, 4, 8, 16];
/** How far a written decimal may be from a cook's fraction and still mean it (0.333 → ⅓). */
const COOK_TOLERANCE = 6e-4;
/** The finest step a decimal is kept to when it is no cook's fraction. */
const DECIMAL_STEP = 1_000_000;

/**
 * A number as a fraction: a cook's fraction when it is one to three decimals (0.5 → ½, 0.333 → ⅓,
 * 1.667 → 1⅔), else the decimal to a millionth (0.15 → 3/20).
 */
export function fractionOf(value: number): Fraction {
  if (!Number.isFinite(value)) return fraction(0);
  for (const d of COOK_DENOMINATORS) {
    const n = Math.round(value * d);
    if (Math.abs(value - n / d) < COOK_TOLERANCE) return fraction(n, d);
  }
  return fraction(Math.round(value * DECIMAL_STEP), DECIMAL_STEP);
}

export function plus(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function minus(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function times(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.n, a.d * b.d);
}

function over(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.d, a.d * b.n);
}

export function valueOf(a: Fraction): number {
  return a.n / a.d;
}

/** A family of units that convert exactly: each unit's size in the family's smallest. */
interface Family {
  readonly sizes: Readonly<Record<string, Fraction>>;
  /** The units a sum may be shown in, smallest first. */
  readonly shown: readonly string[];
  /** Whether amounts read as a cook's fractions (½ cup) rather than decimals (0.5 l). */
  readonly fractions: boolean;
}

const FAMILIES: Readonly<Record<string, Family>> = {
  // US kitchen measures, in teaspoons (pints and quarts are shown as cups).
  spoons: {
    sizes: {
      teaspoon: fraction(1),
      tablespoon: fraction(3),
      'fluid ounce': fraction(6),
      cup: fraction(48),
      pint: fraction(96),
      quart: fraction(192),
      gallon: fraction(768),
    },
    shown: ['teaspoon', 'tablespoon', 'cup'],
    fractions: true,
  },
  litres: {
    sizes: { milliliter: fraction(1), deciliter: fraction(100), liter: fraction(1000) },
    shown: ['milliliter', 'liter'],
    fractions: false,
  },
  grams: {
    sizes: { milligram: fraction(1), gram: fraction(1000), kilogram: fraction(1_000_000) },
    shown: ['gram', 'kilogram'],
    fractions: false,
  },
  pounds: {
    sizes: { ounce: fraction(1), pound: fraction(16) },
    shown: ['ounce', 'pound'],
    fractions: true,
  },
};

const FAMILY_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(FAMILIES).flatMap(([name, family]) =>
    Object.keys(family.sizes).map((unit) => [unit, name] as const),
  ),
);

/** The family of a unit id (`teaspoon` → spoons), or null for a count or a unit of its own. */
export function familyOf(unit: string | null): string | null {
  return unit === null ? null : (FAMILY_OF.get(unit) ?? null);
}

/**
 * Measures whose amounts keep their fractions: a family's units and the parser's other measures
 * (a pinch, a dash). Everything else (no unit, a can, a clove, a jar) is bought in whole things.
 */
const MEASURES: ReadonlySet<string> = new Set([
  ...FAMILY_OF.keys(),
  'pinch',
  'dash',
  'drop',
  'centimeter',
  'millimeter',
  'meter',
  'inch',
  'foot',
  'yard',
]);

/** How the family units are written in recipes ("tsp", "cups", "ml", "litres"), by their ids. */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  teaspoon: ['t', 'tsp', 'tsps', 'teaspoon', 'teaspoons'],
  tablespoon: ['T', 'tbsp', 'tbsps', 'tbs', 'tablespoon', 'tablespoons'],
  'fluid ounce': ['fl oz', 'fluid ounce', 'fluid ounces'],
  cup: ['c', 'cup', 'cups'],
  pint: ['pt', 'pint', 'pints'],
  quart: ['qt', 'quart', 'quarts'],
  gallon: ['gal', 'gallon', 'gallons'],
  milliliter: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  deciliter: ['dl', 'deciliter', 'deciliters', 'decilitre', 'decilitres'],
  liter: ['l', 'liter', 'liters', 'litre', 'litres'],
  milligram: ['mg', 'milligram', 'milligrams'],
  gram: ['g', 'gram', 'grams', 'gramme', 'grammes'],
  kilogram: ['kg', 'kilogram', 'kilograms', 'kilo', 'kilos'],
  ounce: ['oz', 'ounce', 'ounces'],
  pound: ['lb', 'lbs', 'pound', 'pounds'],
};
const UNIT_IDS: ReadonlyMap<string, string> = new Map(
  Object.entries(SPELLINGS).flatMap(([id, spellings]) =>
    spellings.map((spelling) => [spelling, id] as const),
  ),
);

/**
 * The id of a family unit however a recipe writes it ("tsp" → teaspoon, "Cups" → cup, "T" →
 * tablespoon, "t" → teaspoon), or null for any other unit. Without the ingredient parser, so a
 * page can use it.
 */
export function familyUnitOf(written: string): string | null {
  const text = written.trim().replace(/\.$/, '');
  return UNIT_IDS.get(text) ?? UNIT_IDS.get(text.toLowerCase()) ?? null;
}

/** Whether an amount in this unit is bought in whole things (eggs, cans, a jar) and so rounds up. */
export function isCountable(unit: string | null): boolean {
  return unit === null || !MEASURES.has(unit);
}

/** An amount: how much, in which unit (a parser id, or null for a count of things). */
export interface Amount {
  quantity: Fraction;
  unit: string | null;
}

/** Whether two units can be added: the same unit, or two of one family. */
export function addable(a: string | null, b: string | null): boolean {
  if (a === b) return true;
  const family = familyOf(a);
  return family !== null && family === familyOf(b);
}

/** `amount` in `unit` when the two can be added, else null. */
export function convertedTo(amount: Amount, unit: string | null): Fraction | null {
  if (amount.unit === unit) return amount.quantity;
  const family = familyOf(amount.unit);
  if (family === null || family !== familyOf(unit) || amount.unit === null || unit === null)
    return null;
  const sizes = FAMILIES[family]?.sizes ?? {};
  const from = sizes[amount.unit];
  const to = sizes[unit];
  return from && to ? over(times(amount.quantity, from), to) : null;
}

/** Whether a fraction reads well in a unit: a whole, a half or a quarter (a third of a cup too). */
function readsWell(quantity: Fraction, unit: string, family: Family): boolean {
  if (!family.fractions) return 100 % quantity.d === 0;
  if (unit === 'teaspoon' || unit === 'ounce') return true;
  return [1, 2, 4].includes(quantity.d) || (unit === 'cup' && quantity.d === 3);
}

/**
 * An amount in the most readable unit of its family: the largest of its shown units in which it is
 * at least 1 (a cup: ¼) and reads well (3 tsp → 1 tbsp, 5 tsp stays 5 tsp, 24 tsp → ½ cup, 1000 ml → 1 l,
 * 1500 g → 1.5 kg, 250 g stays 250 g, 2 pints → 4 cups). An amount of no family keeps its unit.
 */
export function readable(amount: Amount): Amount {
  const name = familyOf(amount.unit);
  const family = name === null ? undefined : FAMILIES[name];
  if (!family) return amount;
  for (const unit of [...family.shown].reverse()) {
    const quantity = convertedTo(amount, unit);
    // A cup from a quarter up (½ cup); any other unit from 1 up.
    const least = unit === 'cup' ? 4 : 1;
    if (quantity && quantity.n * least >= quantity.d && readsWell(quantity, unit, family))
      return { quantity, unit };
  }
  const smallest = family.shown[0] ?? amount.unit;
  return { quantity: convertedTo(amount, smallest) ?? amount.quantity, unit: smallest };
}

/** Two amounts added, shown readably; null when their units cannot be added. */
export function sum(a: Amount, b: Amount): Amount | null {
  const other = convertedTo(b, a.unit);
  return other === null ? null : readable({ quantity: plus(a.quantity, other), unit: a.unit });
}

/**
 * The quantity to keep for an amount, rounded once: up to a whole number where it is bought in
 * whole things, else the fraction's value (a float: ¾ → 0.75; ⅓ → 0.333…, read back by
 * `fractionOf`).
 */
export function finalQuantity(amount: Amount): number {
  const value = valueOf(amount.quantity);
  return isCountable(amount.unit) ? Math.ceil(value - 1e-9) : value;
}

/** Two quantities of one unit added exactly (0.1 + 0.2 = 0.3, ⅓ + ⅔ = 1). */
export function addQuantities(a: number, b: number): number {
  return valueOf(plus(fractionOf(a), fractionOf(b)));
}

/** Fractions a cook reads, by their sixteenths and thirds. */
const VULGAR: Readonly<Record<string, string>> = {
  '1/8': '⅛',
  '1/4': '¼',
  '1/3': '⅓',
  '3/8': '⅜',
  '1/2': '½',
  '5/8': '⅝',
  '2/3': '⅔',
  '3/4': '¾',
  '7/8': '⅞',
};

/**
 * A quantity as it reads before its unit: a cook's fraction in kitchen measures and counts (¾,
 * 1½, ⅓), decimals in metric ones (0.5, 0.25, 1.5), at most three decimals.
 */
export function quantityText(quantity: number, unit: string | null): string {
  const metric = ['litres', 'grams'].includes(familyOf(unit) ?? '');
  const exact = fractionOf(quantity);
  const whole = Math.floor(exact.n / exact.d);
  const part = fraction(exact.n - whole * exact.d, exact.d);
  if (!metric) {
    if (part.n === 0) return String(whole);
    const glyph = VULGAR[`${part.n}/${part.d}`];
    if (glyph) return whole === 0 ? glyph : `${whole}${glyph}`;
  }
  return String(Math.round(quantity * 1000) / 1000);
}
