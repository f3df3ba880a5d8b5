/**
 * Which props get a control in the Controls panel and the docs' prop tables. Every prop stays
 * listed with its description and default; these get no control, because none would help:
 * - functions (`onClick`, `onSelectDate`, `render…`): a text box for a function is meaningless;
 *   the story's `fn()` spies show their calls in the Actions panel;
 * - `children` (and other props) typed as a React node: the object control showed React's
 *   element JSON. A story that wants editable text children sets `argTypes.children.control`.
 */
import type { ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';

/** True for an event prop, or a type (docgen summary or Storybook type name) that is a function or a React node. */
export function isUncontrollable(name: string, types: readonly string[]): boolean {
  if (/^on[A-Z]/.test(name)) return true;
  return types.some(
    (type) =>
      type === 'function' || /=>|\bReactNode\b|\bReactElement\b|\bJSX\.Element\b/.test(type),
  );
}

/** The argTypes of a story, with no control for function and React-node props. */
export const controlsFor: ArgTypesEnhancer = (context) => {
  const argTypes: StrictArgTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    if (argType.control !== undefined) continue;
    const type = argType.type;
    const docgenType = argType.table?.type?.summary ?? '';
    const typeName = type === undefined ? '' : type.name === 'other' ? type.value : type.name;
    if (isUncontrollable(name, [docgenType, typeName]))
      argTypes[name] = { ...argType, control: false };
  }
  return argTypes;
};
