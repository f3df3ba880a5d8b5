import { Badge, vars } from '@wegrow/ui';
import type { CSSProperties } from 'react';
import type { LevelView } from './inventoryLevels';

/** The soft background of a row at a level (spec 1 §4: red, yellow, green, or none). */
export function levelBackground(view: LevelView): CSSProperties {
  return view.tone === null ? {} : { backgroundColor: vars.color[view.tone].soft };
}

/** An item's level as a word with its symbol, in the level's colour: never colour alone. */
export function LevelTag({ view }: { view: LevelView }) {
  return (
    <Badge variant={view.tone ?? 'neutral'} title={view.description}>
      <span aria-hidden="true" style={{ marginInlineEnd: vars.space['1'] }}>
        {view.symbol}
      </span>
      {view.label}
    </Badge>
  );
}
