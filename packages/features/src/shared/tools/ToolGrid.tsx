import { Grid } from '@wegrow/ui';
import { plainList } from '../styles';
import { RouteCard } from '../links/RouterLinks';
import { toolLinks, type ToolLink } from './tools';

export interface ToolGridProps {
  /** The list's accessible name. @default 'Tools' */
  label?: string;
  /** The tools to show. @default the navigation's tools */
  tools?: readonly ToolLink[];
  /** The cards' heading level in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A responsive grid of tool cards (router links), as a labelled list. */
export function ToolGrid({ label = 'Tools', tools = toolLinks, headingLevel = 3 }: ToolGridProps) {
  return (
    // 17.5rem: the longest tool name ("Communities") fits beside its icon and arrow unbroken.
    <Grid as="ul" minItemWidth="17.5rem" gap="3" aria-label={label} style={plainList}>
      {tools.map((tool) => (
        <li key={tool.to}>
          <RouteCard
            to={tool.to}
            emoji={tool.emoji}
            title={tool.title}
            description={tool.description}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Grid>
  );
}
