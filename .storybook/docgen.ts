/**
 * The options react-docgen-typescript reads the prop tables with: the Storybook build
 * (./main.ts) and the test that every exported part of the design system documents its props
 * (scripts/prop-docs.test.ts) use the same ones, so the test sees what a reader sees.
 */
import { fileURLToPath } from 'node:url';

/** The absolute `src` folder of a workspace package. */
export const packageSrc = (pkg: string): string =>
  fileURLToPath(new URL(`../packages/${pkg}/src`, import.meta.url));

/** The TypeScript project docgen reads (the root tsconfig.json holds only the tooling). */
export const DOCGEN_TSCONFIG = fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url));

/** Props that React's DOM types add to a component; the prop table keeps only these of them. */
export const DOCUMENTED_DOM_PROPS = new Set(['disabled', 'children', 'className', 'id']);

/** Where a prop is declared, as react-docgen-typescript reports it. */
interface PropDeclarations {
  name: string;
  declarations?: { fileName: string }[];
}

/**
 * Keeps our props (declared in a workspace file, with their JSDoc and `@default`) and the few
 * documented DOM props; leaves out what React's and Radix's types add (aria-*, onClick…). A prop
 * a part takes from Radix (Tabs' `value`, Accordion's `type`) is listed once our props interface
 * declares it again with a description.
 */
export function docgenPropFilter(prop: PropDeclarations): boolean {
  const declaredIn = prop.declarations?.map((declaration) => declaration.fileName) ?? [];
  const ours = declaredIn.some((file) => !file.includes('node_modules'));
  return ours || DOCUMENTED_DOM_PROPS.has(prop.name);
}

/** react-docgen-typescript's options for the prop tables (without `include`/`exclude`). */
export const docgenParserOptions = {
  // String unions become option lists; `prop?: X` is shown as `X`, not `X | undefined`.
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: docgenPropFilter,
  // Every export keeps its own name: by default docgen named a function declaration after its
  // file, so a helper beside a component (Avatar's `initialsOf`, Field's `ErrorMessage`) took the
  // component's name and its empty table replaced the component's (Avatar, Field and CountPill
  // showed no props).
  componentNameResolver: (exp: { getName(): string }): string | false =>
    exp.getName() === 'default' ? false : exp.getName(),
};

export { domPropDescription, withDomPropDescriptions } from './dom-props.ts';
