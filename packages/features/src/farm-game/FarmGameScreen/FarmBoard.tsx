import { GameGrid, vars } from '@wegrow/ui';
import { memo, useCallback, type CSSProperties } from 'react';
import {
  FARM,
  fullGrowthOf,
  isFull,
  isHydro,
  type FarmBug,
  type FarmTile,
  type FarmTool,
} from '../rules/farmEngine';

const UPGRADE_WORDS = {
  waterUpgrade: 'water upgrade',
  hydro: 'hydroponics',
  expand: 'expansion',
  none: '',
} as const;

/**
 * What a tile shows, in words (the text alternative of its picture and colour): a growing plant
 * says why it is not growing (a bug on it, or the farm's water run out), not only that it waits.
 */
export function describeTile(tile: FarmTile, bug: boolean): string {
  const parts: string[] = [];
  if (tile.type === 'planted') {
    const full = fullGrowthOf(tile);
    if (isFull(tile)) parts.push('ready to harvest');
    else {
      parts.push(`planted, growth ${tile.growth}/${full}`);
      if (bug) parts.push('a bug stops it growing');
      else if (!tile.hasWater && tile.growth > 0) parts.push('waiting for water');
    }
  } else {
    parts.push(tile.type);
  }
  if (tile.upgrade !== 'none') parts.push(UPGRADE_WORDS[tile.upgrade]);
  if (bug && !(tile.type === 'planted' && !isFull(tile))) parts.push('a bug');
  return parts.join(', ');
}

/**
 * What pressing the tile does with the chosen tool, and what it costs or gives (issue 47): the end
 * of each tile's name, so a player knows how to water, harvest or deal with a bug.
 */
export function pressAction(
  tile: FarmTile,
  bug: boolean,
  tool: FarmTool,
  expansionCost: number,
): string {
  if (tool === 'tend') {
    if (bug) return 'Press to shoo the bug';
    if (tile.type === 'planted')
      return isFull(tile)
        ? `Press to harvest: +${FARM.harvestSeeds} seeds, +${FARM.harvestFood} food`
        : `It grows by itself, using ${isHydro(tile) ? FARM.hydroGrowWater : FARM.growWater} water a second`;
    if (tile.type === 'dirt' || isHydro(tile)) return `Press to plant: ${FARM.plantSeeds} seed`;
    if (tile.upgrade === 'waterUpgrade') return `It adds ${FARM.waterUpgradeBonus} water a second`;
    if (tile.upgrade === 'expand') return 'It grew the farm by a row and a column';
    return 'Add Dirt first to plant here';
  }
  if (tool === 'removeDirt') return `Press to remove the dirt: ${FARM.removeDirtSeeds} seed`;
  if (tool === 'waterUpgrade')
    return `Press to build a water upgrade: ${FARM.waterUpgradeSeeds} seeds`;
  if (tool === 'hydro')
    return `Press to build hydroponics: ${FARM.hydroSeeds} seeds and ${FARM.hydroWater} water`;
  return `Press to expand the farm: ${expansionCost} seeds`;
}

const face: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
};

const BACKGROUNDS: Record<FarmTile['type'], string> = {
  empty: vars.color.surface.raised,
  dirt: vars.color.accent.soft,
  planted: vars.color.accent.soft,
};

function pictureOf(tile: FarmTile): string {
  if (tile.type === 'planted') return isFull(tile) ? '🌾' : '🌱';
  if (tile.type === 'dirt') return '🟫';
  if (tile.upgrade === 'waterUpgrade') return '💧';
  if (tile.upgrade === 'hydro') return '🫧';
  if (tile.upgrade === 'expand') return '🧭';
  return '';
}

/** One tile's picture; memoised, so a tick repaints only the tiles that changed. */
const TileFace = memo(function TileFace({ tile, bug }: { tile: FarmTile; bug: boolean }) {
  const growing = tile.type === 'planted' && !isFull(tile);
  return (
    <span aria-hidden="true" style={{ ...face, background: BACKGROUNDS[tile.type] }}>
      <span>{pictureOf(tile)}</span>
      {isHydro(tile) && tile.type === 'planted' ? (
        <span style={{ position: 'absolute', top: 2, left: 3, fontSize: '0.4em' }}>🫧</span>
      ) : null}
      {growing ? (
        <span
          style={{
            position: 'absolute',
            bottom: 2,
            right: 3,
            fontSize: '0.32em',
            color: vars.color.text.primary,
          }}
        >
          {tile.growth}/{fullGrowthOf(tile)}
        </span>
      ) : null}
      {bug ? (
        <span style={{ position: 'absolute', top: 2, right: 3, fontSize: '0.5em' }}>🐛</span>
      ) : null}
    </span>
  );
});

export interface FarmBoardProps {
  grid: FarmTile[][];
  bugs: FarmBug[];
  /** The tool a press uses, and the expansion's price: each tile's name says what a press does. */
  tool: FarmTool;
  expansionCost: number;
  onPress: (x: number, y: number) => void;
}

/**
 * The farm's tiles on GameGrid: each a button (arrow keys move, Enter or Space presses, the focus
 * shows), named with what it shows in words. Memoised: it repaints when the grid or the bugs
 * change, and then only the changed tiles.
 */
export const FarmBoard = memo(function FarmBoard({
  grid,
  bugs,
  tool,
  expansionCost,
  onPress,
}: FarmBoardProps) {
  const size = grid.length;
  const hasBug = useCallback(
    (x: number, y: number) => bugs.some((bug) => bug.x === x && bug.y === y),
    [bugs],
  );
  const tileAt = (x: number, y: number) => grid[y]?.[x];
  return (
    <GameGrid
      columns={size}
      rows={size}
      tileSize={FARM.tilePx}
      aria-label={`Farm, ${size} by ${size}`}
      renderTile={(x, y) => {
        const tile = tileAt(x, y);
        return tile ? <TileFace tile={tile} bug={hasBug(x, y)} /> : null;
      }}
      getTileLabel={(x, y) => {
        const tile = tileAt(x, y);
        if (!tile) return `Plot ${x + 1}, ${y + 1}: empty`;
        const bug = hasBug(x, y);
        return `Plot ${x + 1}, ${y + 1}: ${describeTile(tile, bug)}. ${pressAction(tile, bug, tool, expansionCost)}.`;
      }}
      onTileActivate={onPress}
    />
  );
});
