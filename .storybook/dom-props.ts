/**
 * The descriptions of the DOM props the prop tables keep (`className`, `id`, `children`,
 * `disabled`), for parts whose JSDoc does not say them again. Loaded in the browser (the docs
 * page and the preview's argTypes), so nothing of Node here; ./docgen.ts re-exports it.
 */

/** What the documented DOM props do, for parts whose props interface does not say it again. */
const DOM_PROP_DESCRIPTIONS: Record<string, string> = {
  children: 'The content.',
  className: 'A class added to the root element, for layout from the outside (margins, width).',
  id: 'The id of the root element.',
  disabled: 'Disables the control: it cannot be focused or pressed.',
};

/** The description of a documented DOM prop (`children`, `className`, `id`, `disabled`). */
export function domPropDescription(name: string): string | undefined {
  return DOM_PROP_DESCRIPTIONS[name];
}

/** Fills in the description of the documented DOM props where the part's JSDoc has none. */
export function withDomPropDescriptions<
  T extends Record<string, { name?: string; description?: string } | undefined>,
>(argTypes: T): T {
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      argType && !argType.description && domPropDescription(name)
        ? { ...argType, description: domPropDescription(name) }
        : argType,
    ]),
  ) as T;
}
