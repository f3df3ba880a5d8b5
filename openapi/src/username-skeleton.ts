/**
 * Look-alike usernames and reserved names (UTS #39 confusable detection), shared by the server and
 * the MSW fakes. The mapping is Unicode's confusables.txt, as the `unhomoglyph` package ships it.
 *
 * - `usernameSkeleton` is the key two names are compared by: the UTS #39 skeleton (NFD →
 *   confusables mapping → NFD), compared ignoring case. The skeleton is taken of the capitals
 *   first, then of the lower-cased text: a capital that looks like a Latin capital becomes it
 *   (Greek "Α", Cyrillic "Ѕ", Cherokee "Ꮇ", Lisu "ꓟ"), so "ΑDΜΙΝ" is "ADMIN", which is "admin"
 *   ignoring case; lower-casing first would turn Greek "Μ" into "μ", which looks like no Latin
 *   letter (issue 41). Then Cyrillic "е" and Latin "e" give the same key, so do "0" and "o", "1"
 *   and "l", "rn" and "m"; repeated until the key no longer changes. The server stores it in a
 *   column with a unique index, so two accounts can never hold look-alikes.
 * - A name is reserved when its skeleton, with the separators ('.', '_', '-', spaces) taken out
 *   and "l" read as "i", is one of the reserved names' (so "Forum_Admin", "the.blog.owner",
 *   "аdmіn" in Cyrillic, "ΑDΜΙΝ" in Greek capitals and "ADMlN" are refused) or starts with
 *   "wegrow".
 * - A name mixes scripts only as UTS #39's "Highly Restrictive" level allows (`mixesScripts`):
 *   one script, or Latin with Han and Japanese kana, with Han and Bopomofo, or with Han and
 *   Hangul. So "pаypal" with a Cyrillic "а" is refused, while "Zoë", "иван", "αλφα" and "山田taro"
 *   are fine; a name all in another script that looks Latin ("ЅАМ") is caught by the skeleton.
 */
import unhomoglyph from 'unhomoglyph';
import { normalizeUsername, USERNAME_DETAILS, usernameShapeProblem } from './usernames';

/** Names no member may take (nor any look-alike): the platform's and its roles'. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'moderator',
  'the blog owner',
  'blog owner',
  'forum admin',
  'garden admin',
  'gardens admin',
  'operator',
  'support',
  'system',
] as const;

/** Every name that starts with this (ignoring case, separators and look-alikes) is reserved. */
export const RESERVED_USERNAME_PREFIX = 'wegrow';

/** The UTS #39 skeleton of a text: NFD, each character by its confusables prototype, NFD. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** Each Latin capital by its skeleton ("l" is the skeleton of "I"). */
const LATIN_CAPITALS = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((capital) => [skeleton(capital), capital]),
);

/**
 * The letters that are not lower-case: capitals and title-case letters (they change when
 * lower-cased), and letters of scripts without case, some of which look like Latin capitals
 * (Lisu "ꓮꓓꓟꓲꓠ" reads "ADMIN").
 */
const CAPITAL = /[\p{Changes_When_Lowercased}\p{Lo}]/gu;

/**
 * The NFD of a text, each capital that looks like a Latin capital as that Latin capital (its
 * skeleton is that capital's): Greek "Α" and "Ι" are "A" and "I", Cyrillic "Ѕ" is "S", Lisu "ꓲ"
 * is "I" (where the skeleton alone gives "l", the prototype of "I").
 */
function capitalsAsLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(CAPITAL, (capital) => LATIN_CAPITALS.get(skeleton(capital)) ?? capital);
}

/** One pass: capitals as the Latin ones they look like, lower-cased, the skeleton, lower-cased. */
const foldOnce = (text: string) => skeleton(capitalsAsLatin(text).toLowerCase()).toLowerCase();

/**
 * The key two usernames are compared by (equal keys: the names look alike, ignoring case): the
 * skeleton of the lower-cased name, its capitals first taken as the Latin capitals they look
 * like, lower-cased again. The mapping may give a letter it maps further (Lisu "ꓟ" is "M", whose
 * small "m" is "rn"), so it is done again until nothing changes (a second pass, rarely a third).
 */
export function usernameSkeleton(name: string): string {
  let key = foldOnce(normalizeUsername(name));
  for (let pass = 0; pass < 4; pass += 1) {
    const next = foldOnce(key);
    if (next === key) break;
    key = next;
  }
  return key;
}

const SEPARATORS = /[\s._-]/gu;

/**
 * The key of a name among the reserved ones: its skeleton without separators, and "l" taken as
 * "i". A capital "I" looks like a small "l" (both have the skeleton "l") and is "i" ignoring case,
 * so "ADMlN" and "adm1n" look like "ADMIN" ("admin"). One key per name cannot keep both (it
 * would make "kai" and "kal" look alike between members), but a reserved name may refuse more.
 */
function reservedKey(name: string): string {
  return usernameSkeleton(name).replace(SEPARATORS, '').replaceAll('l', 'i');
}

const RESERVED_KEYS = new Set(RESERVED_USERNAMES.map(reservedKey));
const RESERVED_PREFIX_KEY = reservedKey(RESERVED_USERNAME_PREFIX);

/** True when the name is reserved, or looks like a reserved name. */
export function isReservedUsername(name: string): boolean {
  const key = reservedKey(name);
  return RESERVED_KEYS.has(key) || key.startsWith(RESERVED_PREFIX_KEY);
}

/**
 * Unicode's scripts (the values of `Script_Extensions` but Common, Inherited and Unknown), as of
 * Unicode 17. A name this JavaScript engine does not know is left out (`scriptPatterns`).
 */
const SCRIPTS =
  `Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak
Bengali Beria_Erfe Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian
Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic
Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Garay
Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi Gurmukhi Gurung_Khema Han Hangul
Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi
Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi
Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Latin Lepcha Limbu Linear_A Linear_B Lisu
Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin
Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani
Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham
Ol_Chiki Ol_Onal Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian
Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau
Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham
Sidetic SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar Syloti_Nagri Syriac
Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Tai_Yo Takri Tamil Tangsa Tangut Telugu Thaana Thai
Tibetan Tifinagh Tirhuta Todhri Tolong_Siki Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho
Warang_Citi Yezidi Yi Zanabazar_Square`.split(/\s+/u);

let patterns: readonly (readonly [string, RegExp])[] | undefined;

/** One `\p{Script_Extensions=…}` test per script the engine knows, made on first use. */
function scriptPatterns(): readonly (readonly [string, RegExp])[] {
  patterns ??= SCRIPTS.flatMap((script) => {
    try {
      return [[script, new RegExp(`\\p{Script_Extensions=${script}}`, 'u')] as const];
    } catch {
      return []; // a script newer than this engine (a browser running the fakes)
    }
  });
  return patterns;
}

/** Characters that go with any script: digits, '.', '_', '-', combining marks… */
const ANY_SCRIPT = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

/** UTS #39 §5.1: Han and the kana write Japanese, Han and Bopomofo Chinese, Han and Hangul Korean. */
const WRITING_SYSTEMS: Readonly<Record<string, readonly string[]>> = {
  Han: ['Han_with_Bopomofo', 'Japanese', 'Korean'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Bopomofo: ['Han_with_Bopomofo'],
  Hangul: ['Korean'],
};

/** UTS #39 §5.2, "Highly Restrictive": the sets of scripts a name may mix beyond a single one. */
const HIGHLY_RESTRICTIVE = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
].map((scripts) => new Set(scripts));

/**
 * Whether a name mixes scripts beyond UTS #39's "Highly Restrictive" level: its letters' scripts
 * (`Script_Extensions`, so a character shared by several scripts fits each) have none in common
 * (Han with kana counting as Japanese, with Bopomofo as Chinese, with Hangul as Korean), and the
 * name is not covered by Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo or Latin + Han
 * + Hangul. Common and Inherited characters (digits, '.', '_', '-', combining marks) go with any.
 */
export function mixesScripts(name: string): boolean {
  const perCharacter: Set<string>[] = [];
  for (const char of name) {
    if (ANY_SCRIPT.test(char)) continue;
    const scripts = new Set(
      scriptPatterns()
        .filter(([, pattern]) => pattern.test(char))
        .map(([script]) => script),
    );
    // A script newer than this engine: all such characters count as one script.
    perCharacter.push(scripts.size === 0 ? new Set(['Unknown']) : scripts);
  }
  const withSystems = (scripts: Set<string>) =>
    new Set([...scripts].flatMap((script) => [script, ...(WRITING_SYSTEMS[script] ?? [])]));
  const [first, ...rest] = perCharacter.map(withSystems);
  if (first === undefined) return false; // no letter of any script
  const common = rest.reduce(
    (shared, own) => new Set([...shared].filter((script) => own.has(script))),
    first,
  );
  if (common.size > 0) return false;
  return !HIGHLY_RESTRICTIVE.some((allowed) =>
    perCharacter.every((scripts) => [...scripts].some((script) => allowed.has(script))),
  );
}

/**
 * Why a member may not take this normalized name (see `normalizeUsername`), as the `detail` of a
 * 422, whoever holds which name: reserved first (so "WeGrow Team" is told it is reserved, not that
 * it has a space, and "ΑDΜΙΝ" that it is reserved, not that it mixes Greek and Latin), then the
 * allowed shape, then the mixing of scripts. Null when it may be taken, if no one holds a
 * look-alike.
 */
export function usernameProblem(name: string): string | null {
  if (isReservedUsername(name)) return USERNAME_DETAILS.reserved;
  const shape = usernameShapeProblem(name);
  if (shape !== null) return shape;
  return mixesScripts(name) ? USERNAME_DETAILS.mixedScripts : null;
}
