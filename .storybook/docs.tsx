/**
 * The docs pages as a designer reads them:
 * - `ThemedDocsContainer` themes the docs page (background, text, code blocks, prop tables) with
 *   the toolbar's Theme global, in WeGrow's own colours, and puts the same `wg-light`/`wg-dark`
 *   class on `<html>` as a story, so MDX pages without a story (Introduction, Foundations) switch
 *   too.
 * - `DocsPage` is the autodocs page: a design-system component gets the usual page (description,
 *   primary story, prop table, every story); a screen (`Screens/…`) gets a page that lists each
 *   state with what it is for (the story's JSDoc) and a link to it, and renders only the first
 *   state, in its own iframe — screens feed their stories from mock handlers, and several on one
 *   page would mix them.
 */
import {
  Controls,
  Description,
  DocsContainer,
  DocsContext,
  type DocsContainerProps,
  Markdown,
  Primary,
  PureArgsTable,
  Stories,
  Story,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { applyColorMode, type ColorMode } from '@wegrow/ui';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type PropsWithChildren,
  type ReactNode,
} from 'react';
import { UPDATE_GLOBALS } from 'storybook/internal/core-events';
import { UsageGuide } from '../packages/ui/src/docs/usage/guidance';
import { withDomPropDescriptions } from './dom-props';
import { storybookThemes } from './storybook-theme';
import { colorModeOf } from './theme-mode';
import { type CoverageCell, screenCoverage } from './coverage';

/** Storybook's docs theme in WeGrow's colours, for each colour mode (the manager's too). */
export const docsThemes = storybookThemes;

/** The globals the docs page started with (the URL's `globals=`, or the toolbar's last choice). */
function initialGlobals(context: DocsContainerProps['context']): unknown {
  // `store` is on the runtime docs context, not on its public type.
  const store = (context as unknown as { store?: { userGlobals?: { get?: () => unknown } } }).store;
  return store?.userGlobals?.get?.();
}

/** The docs container, themed with the toolbar's Theme. */
export function ThemedDocsContainer({
  context,
  children,
}: PropsWithChildren<DocsContainerProps>): ReactNode {
  const [mode, setMode] = useState<ColorMode>(() => colorModeOf(initialGlobals(context)));
  useEffect(() => {
    // The toolbar's change, as the manager sends it to this preview. (Not GLOBALS_UPDATED: the
    // iframes of the docs page's stories send theirs, with their own globals, to this frame too.)
    const update = ({ globals }: { globals?: Record<string, unknown> }) => {
      if (globals && 'colorMode' in globals) setMode(colorModeOf(globals));
    };
    context.channel.on(UPDATE_GLOBALS, update);
    return () => context.channel.off(UPDATE_GLOBALS, update);
  }, [context.channel]);
  // Before paint: the tokens of the page's stories and swatches follow the same mode.
  useLayoutEffect(() => applyColorMode(mode), [mode]);
  return (
    <DocsContainer context={context} theme={docsThemes[mode]}>
      {children}
    </DocsContainer>
  );
}

/** A story's description, from its JSDoc (`parameters.docs.description.story`). */
function storyDescription(parameters: Record<string, unknown>): string | undefined {
  const docs = parameters['docs'] as { description?: { story?: unknown } } | undefined;
  const text = docs?.description?.story;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** One cell of the coverage table: the story at that width and mode, or a gap. */
function CoverageCellView({ cell }: { cell: CoverageCell | undefined }): ReactNode {
  if (!cell) return <span className="wg-docs-gap">missing</span>;
  return (
    <a href={`./?path=/story/${cell.id}`} target="_top">
      {cell.picture ? 'screenshot' : 'checked'}
    </a>
  );
}

/**
 * A screen's coverage: each state × desktop/phone × light/dark (./coverage.ts). "screenshot": a
 * story shows it and its picture is compared; "checked": a story renders it and runs its checks
 * and axe, without a picture; "missing": no story shows it.
 */
function CoverageTable({ stories }: { stories: Parameters<typeof screenCoverage>[0] }): ReactNode {
  const rows = screenCoverage(stories);
  return (
    <table className="wg-docs-coverage">
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Desktop, light</th>
          <th scope="col">Desktop, dark</th>
          <th scope="col">Phone, light</th>
          <th scope="col">Phone, dark</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.state}>
            <th scope="row">{row.state}</th>
            <td>
              <CoverageCellView cell={row.desktop.light} />
            </td>
            <td>
              <CoverageCellView cell={row.desktop.dark} />
            </td>
            <td>
              <CoverageCellView cell={row.phone.light} />
            </td>
            <td>
              <CoverageCellView cell={row.phone.dark} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A screen's docs page: its coverage table, what each state is for, and the first state in its
 * own iframe.
 */
function ScreenDocsPage(): ReactNode {
  const { csfFile } = useOf('meta', ['meta']);
  // In the file's export order (the sidebar's), not by id.
  const stories = useContext(DocsContext)
    .componentStoriesFromCSFFile(csfFile)
    .filter((story) => !story.tags.includes('!autodocs'));
  const first = stories[0];
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <h2 id="coverage">Coverage</h2>
      <p>
        Each state at desktop and phone width, in light and dark. Every state is checked in both
        modes (its interactions and accessibility); “screenshot” means its picture is also compared
        on every change, “missing” that no story shows it yet.
      </p>
      <CoverageTable stories={stories} />
      <h2 id="states">States</h2>
      <p>
        Each state below is a story: open it for its own canvas and its interaction checks. The
        screenshots of the visual tests are taken of these stories.
      </p>
      <dl className="wg-docs-states">
        {stories.map((story) => (
          <div key={story.id}>
            <dt>
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
            </dt>
            <dd>
              <Markdown>{storyDescription(story.parameters) ?? 'No description yet.'}</Markdown>
            </dd>
          </div>
        ))}
      </dl>
      {first ? (
        <>
          <h2 id="first-state">{first.name}</h2>
          <Story of={first.moduleExport} inline={false} height="720px" />
        </>
      ) : null}
    </>
  );
}

/** The rows of a prop table, as the `ArgsTable` block takes them. */
type ArgTypeRows = Parameters<typeof PureArgsTable>[0] extends infer P
  ? P extends { rows: infer R }
    ? R
    : never
  : never;

/** A heading's anchor id for a part, e.g. `part-tabslist`. */
export const partAnchor = (name: string): string => `part-${name.toLowerCase()}`;

/**
 * A compound component's props, one table per part (as Radix Themes documents them): the main
 * component's from the meta (with the story file's own argTypes), then each of the meta's
 * `subcomponents` from its docgen. Every table is shown at once; Storybook's own `Controls` would
 * put the parts behind tabs.
 */
function PartsTables({ meta }: { meta: PartsMeta }): ReactNode {
  const extract = meta.parameters.docs?.extractArgTypes;
  const parts: [string, ArgTypeRows][] = [
    [
      meta.component?.displayName ?? meta.title.split('/').at(-1) ?? meta.title,
      meta.argTypes as ArgTypeRows,
    ],
    ...Object.entries(meta.subcomponents ?? {}).map(([name, component]): [string, ArgTypeRows] => [
      name,
      (extract?.(component) ?? {}) as ArgTypeRows,
    ]),
  ];
  return (
    <>
      <h2 id="parts">Parts</h2>
      <p>
        {parts.map(([name]) => name).join(', ')} are used together; each part&apos;s props are
        below.
      </p>
      {parts.map(([name, rows]) => (
        <section key={name} className="wg-docs-part" aria-labelledby={partAnchor(name)}>
          <h3 id={partAnchor(name)}>{name}</h3>
          <PureArgsTable rows={withDomPropDescriptions(rows)} sort="requiredFirst" />
        </section>
      ))}
    </>
  );
}

/** What `PartsTables` reads of a prepared meta. */
interface PartsMeta {
  title: string;
  component?: { displayName?: string };
  argTypes: unknown;
  subcomponents?: Record<string, unknown>;
  parameters: { docs?: { extractArgTypes?: (component: unknown) => unknown } };
}

/**
 * The default autodocs page of a design-system component: its usage guidance where written
 * (packages/ui/src/docs/usage), and its props; a compound one gets a table per part.
 */
function ComponentDocsPage(): ReactNode {
  const { preparedMeta } = useOf('meta', ['meta']);
  const meta = preparedMeta as unknown as PartsMeta;
  const compound = Object.keys(meta.subcomponents ?? {}).length > 0;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <UsageGuide title={meta.title} />
      {compound ? <PartsTables meta={meta} /> : <Controls />}
      <Stories />
    </>
  );
}

/** The autodocs page: a screen's or a component's. */
export function DocsPage(): ReactNode {
  const { preparedMeta } = useOf('meta', ['meta']);
  return preparedMeta.title.startsWith('Screens/') ? <ScreenDocsPage /> : <ComponentDocsPage />;
}
