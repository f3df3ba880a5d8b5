/**
 * The toolbar's Theme (`globals.colorMode`: `light`, `dark`, or `system`) as every part of the
 * Storybook reads it: the preview's stories, the docs pages (./docs.tsx), the frames a docs page
 * embeds its stories in, and the manager's own UI (./manager.ts). No React and no Storybook
 * import, so the manager's bundle and the unit tests can read it.
 */

/** A colour mode as `@wegrow/ui` applies it (`wg-light` / `wg-dark` on `<html>`). */
export type ResolvedColorMode = 'light' | 'dark';

/** Whether the system (the reader's OS) prefers dark. */
function systemPrefersDark(win: Pick<Window, 'matchMedia'> | undefined): boolean {
  try {
    return win?.matchMedia('(prefers-color-scheme: dark)').matches === true;
  } catch {
    return false;
  }
}

/**
 * The colour mode of a globals object: `dark` for Dark, and for System when the system prefers
 * dark; `light` otherwise (the default).
 */
export function colorModeOf(
  globals: unknown,
  win: Pick<Window, 'matchMedia'> | undefined = globalThis.window,
): ResolvedColorMode {
  const setting =
    typeof globals === 'object' && globals !== null
      ? (globals as Record<string, unknown>)['colorMode']
      : undefined;
  if (setting === 'dark') return 'dark';
  if (setting === 'system') return systemPrefersDark(win) ? 'dark' : 'light';
  return 'light';
}

/**
 * The `globals` of a Storybook URL's query (`?globals=colorMode:dark;viewport.value:narrow320`),
 * as flat key → value strings.
 */
export function globalsOfSearch(search: string): Record<string, string> {
  const raw = new URLSearchParams(search).get('globals') ?? '';
  const globals: Record<string, string> = {};
  for (const pair of raw.split(';')) {
    const colon = pair.indexOf(':');
    if (colon > 0) globals[pair.slice(0, colon)] = pair.slice(colon + 1).replace(/^!/, '');
  }
  return globals;
}

/**
 * The `<html>` of the docs page that embeds this preview in a frame of its own (a docs page
 * renders a story with `inline: false`, or a screen's state, as `iframe.html?viewMode=story…`
 * inside its own `iframe.html`), or `undefined` for a preview opened by the manager, alone, or
 * by the story test. Such a frame is a separate preview with its own globals (the docs page's
 * frame links carry none), so it takes the docs page's mode instead.
 */
export function embeddingDocsRoot(win: Window = window): HTMLElement | undefined {
  if (win.parent === win) return undefined;
  try {
    const parent = win.parent;
    if (!/\/iframe\.html$/.test(parent.location.pathname)) return undefined;
    return parent.document.documentElement;
  } catch {
    // A parent of another origin (a site embedding a story): not a docs page of this Storybook.
    return undefined;
  }
}

/** The colour mode applied to an `<html>`, if any. */
export function modeOfRoot(root: HTMLElement): ResolvedColorMode | undefined {
  if (root.classList.contains('wg-dark')) return 'dark';
  if (root.classList.contains('wg-light')) return 'light';
  return undefined;
}

const followed = new WeakSet<HTMLElement>();

/**
 * In a frame a docs page embeds: the docs page's colour mode now, and every later change of it
 * applied to this frame too (`apply`, on `<html>`, so content portalled to `<body>` follows).
 * `undefined` anywhere else.
 */
export function followEmbeddingDocs(
  apply: (mode: ResolvedColorMode) => void,
  win: Window = window,
): ResolvedColorMode | undefined {
  const root = embeddingDocsRoot(win);
  if (!root) return undefined;
  if (!followed.has(root)) {
    followed.add(root);
    new MutationObserver(() => {
      const mode = modeOfRoot(root);
      if (mode) apply(mode);
    }).observe(root, { attributes: true, attributeFilter: ['class'] });
  }
  return modeOfRoot(root);
}

/** The preview URL of the stories a docs page embeds in frames: embedded (no play function). */
export const EMBEDDED_PREVIEW_URL = 'iframe.html?embed=true';
