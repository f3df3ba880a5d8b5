import { describe, expect, it } from 'vitest';
import {
  addDirt,
  advance,
  canGrowAgain,
  catchUp,
  FARM,
  generateWater,
  keepPlaying,
  newFarm,
  pressTile,
  saveScore,
  setPaused,
  tick,
  type FarmState,
  type FarmTile,
} from './farmEngine';
import { farmTexts } from './farmTexts';

const tile = (over: Partial<FarmTile> = {}): FarmTile => ({
  type: 'empty',
  growth: 0,
  upgrade: 'none',
  hasWater: false,
  ...over,
});

/** A farm with `tiles` in the first row of a 2×2 grid (the rest empty). */
function farm(over: Partial<FarmState> = {}, first: FarmTile = tile(), second: FarmTile = tile()) {
  const base = newFarm(7);
  return {
    ...base,
    grid: [
      [first, second],
      [tile(), tile()],
    ],
    ...over,
  };
}

const at = (state: FarmState, x: number, y: number) => state.grid[y]?.[x];

describe('a new farm (spec 3 §3, §9)', () => {
  it('is a 2×2 grid of empty tiles with 1 seed, no water or food, expansion cost 5', () => {
    const state = newFarm(1, 1234);
    expect(state.gridSize).toBe(2);
    expect(state.grid).toHaveLength(2);
    expect(state.grid.every((row) => row.length === 2)).toBe(true);
    expect(state.grid.flat().every((t) => t.type === 'empty' && t.upgrade === 'none')).toBe(true);
    expect(state).toMatchObject({
      seeds: 1,
      water: 0,
      food: 0,
      bonusWater: 0,
      expansionCost: 5,
      bugs: [],
      tickCount: 0,
      elapsedTime: 0,
      isPaused: false,
      hasWon: false,
      lastSavedTime: 1234,
    });
  });

  it('ticks once a second, tiles are 48 px', () => {
    expect(FARM.tickMs).toBe(1000);
    expect(FARM.tilePx).toBe(48);
  });
});

describe('water', () => {
  it('earns 1 per tick plus bonusWater', () => {
    expect(tick(newFarm()).water).toBe(1);
    expect(tick({ ...newFarm(), bonusWater: 4 }).water).toBe(5);
    expect(advance(newFarm(), 3).water).toBe(3);
  });

  it('a tick that grows nothing keeps the grid and bug list as they were (no repaint)', () => {
    const state = farm({}, tile({ type: 'dirt' }));
    const after = tick(state);
    expect(after.grid).toBe(state.grid);
    expect(after.bugs).toBe(state.bugs);
    const growing = farm({ water: 5 }, tile({ type: 'planted' }));
    const grown = tick(growing);
    expect(grown.grid[0]).not.toBe(growing.grid[0]);
    expect(grown.grid[1]).toBe(growing.grid[1]);
  });

  it('Generate Water gives +1', () => {
    expect(generateWater(newFarm()).state.water).toBe(1);
  });

  it('counts ticks and seconds played; nothing moves while paused', () => {
    const after = tick(newFarm());
    expect(after.tickCount).toBe(1);
    expect(after.elapsedTime).toBe(1);
    const paused = setPaused(newFarm(), true);
    expect(tick(paused)).toBe(paused);
    expect(setPaused(paused, false).isPaused).toBe(false);
  });
});

describe('Add Dirt and planting', () => {
  it('Add Dirt turns the first empty tile without an upgrade into dirt, for free', () => {
    const state = farm({}, tile({ upgrade: 'waterUpgrade' }));
    const { state: after } = addDirt(state);
    expect(at(after, 0, 0)?.type).toBe('empty');
    expect(at(after, 1, 0)?.type).toBe('dirt');
    expect(after.seeds).toBe(state.seeds);
  });

  it('Add Dirt says so when no tile is free', () => {
    const full = { ...newFarm(), grid: [[tile({ type: 'dirt' })]] };
    expect(addDirt(full)).toEqual({ state: full, notice: farmTexts.noEmptyTile });
  });

  it('planting dirt costs 1 seed and starts at growth 0', () => {
    const { state } = pressTile(farm({}, tile({ type: 'dirt' })), 0, 0, 'tend');
    expect(state.seeds).toBe(0);
    expect(at(state, 0, 0)).toMatchObject({ type: 'planted', growth: 0 });
    expect(state.plantedCount).toBe(1);
  });

  it('planting needs a seed and a dirt or hydroponics tile', () => {
    const broke = farm({ seeds: 0 }, tile({ type: 'dirt' }));
    expect(pressTile(broke, 0, 0, 'tend')).toEqual({
      state: broke,
      notice: farmTexts.notEnoughSeeds,
    });
    const bare = farm();
    expect(pressTile(bare, 0, 0, 'tend').notice).toBe(farmTexts.addDirtFirst);
    const hydro = pressTile(farm({}, tile({ upgrade: 'hydro' })), 0, 0, 'tend').state;
    expect(at(hydro, 0, 0)).toMatchObject({ type: 'planted', upgrade: 'hydro', growth: 0 });
  });
});

describe('growth (1 per tick when water is paid)', () => {
  it('a plant pays 1 water a tick and grows 1; full at 20', () => {
    const planted = farm({ water: 0 }, tile({ type: 'planted' }));
    const one = tick(planted);
    // Income 1 comes first, then the plant pays 1.
    expect(one.water).toBe(0);
    expect(at(one, 0, 0)).toMatchObject({ growth: 1, hasWater: true });
    const almost = farm({ water: 0 }, tile({ type: 'planted', growth: 19 }));
    expect(at(tick(almost), 0, 0)?.growth).toBe(20);
    // A full plant stops growing and drinking.
    const full = tick(tick(almost));
    expect(at(full, 0, 0)?.growth).toBe(20);
    expect(full.water).toBe(1);
  });

  it('a hydroponics plant pays 3 and is full at 10', () => {
    const planted = farm({ water: 2 }, tile({ type: 'planted', upgrade: 'hydro' }));
    const one = tick(planted);
    expect(one.water).toBe(0);
    expect(at(one, 0, 0)?.growth).toBe(1);
    const grown = advance({ ...planted, water: 100 }, 15);
    expect(at(grown, 0, 0)?.growth).toBe(10);
    expect(grown.water).toBe(100 + 15 - 30);
  });

  it('without enough water a plant does not grow', () => {
    const thirsty = farm({ water: 0 }, tile({ type: 'planted', upgrade: 'hydro' }));
    const after = tick(thirsty);
    expect(at(after, 0, 0)).toMatchObject({ growth: 0, hasWater: false });
    expect(after.water).toBe(1);
    // Two plants, one water: the first in reading order grows.
    const two = tick(farm({ water: 0 }, tile({ type: 'planted' }), tile({ type: 'planted' })));
    expect(at(two, 0, 0)?.growth).toBe(1);
    expect(at(two, 1, 0)?.growth).toBe(0);
  });
});

describe('harvest (+2 seeds, +1 food)', () => {
  it('a full plant goes back to dirt', () => {
    const ripe = farm({ seeds: 0 }, tile({ type: 'planted', growth: 20 }));
    const { state } = pressTile(ripe, 0, 0, 'tend');
    expect(state.seeds).toBe(2);
    expect(state.food).toBe(1);
    expect(at(state, 0, 0)).toMatchObject({ type: 'dirt', growth: 0 });
  });

  it('a full hydroponics plant goes back to an empty hydroponics tile', () => {
    const ripe = farm({ seeds: 0 }, tile({ type: 'planted', growth: 10, upgrade: 'hydro' }));
    const { state } = pressTile(ripe, 0, 0, 'tend');
    expect(state.seeds).toBe(2);
    expect(at(state, 0, 0)).toMatchObject({ type: 'empty', growth: 0, upgrade: 'hydro' });
  });

  it('a growing plant is not harvested', () => {
    const growing = farm({}, tile({ type: 'planted', growth: 19 }));
    expect(pressTile(growing, 0, 0, 'tend')).toEqual({
      state: growing,
      notice: farmTexts.stillGrowing,
    });
  });
});

describe('remove dirt (1 seed, no growth)', () => {
  it('turns dirt back to empty for 1 seed', () => {
    const { state } = pressTile(farm({ seeds: 3 }, tile({ type: 'dirt' })), 0, 0, 'removeDirt');
    expect(state.seeds).toBe(2);
    expect(at(state, 0, 0)?.type).toBe('empty');
  });

  it('refuses a plant that has grown, and without a seed', () => {
    const grown = farm({ seeds: 3 }, tile({ type: 'planted', growth: 1 }));
    expect(pressTile(grown, 0, 0, 'removeDirt').notice).toBe(farmTexts.cannotRemove);
    const broke = farm({ seeds: 0 }, tile({ type: 'dirt' }));
    expect(pressTile(broke, 0, 0, 'removeDirt').notice).toBe(farmTexts.notEnoughSeeds);
    const seedling = farm({ seeds: 2 }, tile({ type: 'planted', growth: 0 }));
    expect(at(pressTile(seedling, 0, 0, 'removeDirt').state, 0, 0)?.type).toBe('empty');
  });
});

describe('no farm without a move (issue 30)', () => {
  it('refuses a spend that would leave no seed and nothing planted, saying why', () => {
    // A fresh farm has 1 seed: spent on a water upgrade or a dirt removal, nothing could grow again.
    const fresh = newFarm(7);
    const upgrade = pressTile({ ...fresh, seeds: 2 }, 0, 0, 'waterUpgrade');
    expect(upgrade.notice).toBe(farmTexts.keepLastSeed);
    expect(upgrade.state.seeds).toBe(2);
    expect(at(upgrade.state, 0, 0)?.upgrade).toBe('none');
    const dirt = addDirt(fresh).state;
    const removal = pressTile(dirt, 0, 0, 'removeDirt');
    expect(removal.notice).toBe(farmTexts.keepLastSeed);
    expect(removal.state).toBe(dirt);
    // Pulling out the only seedling with the last seed.
    const seedling = farm({ seeds: 1 }, tile({ type: 'planted', growth: 0 }));
    expect(pressTile(seedling, 0, 0, 'removeDirt').notice).toBe(farmTexts.keepLastSeed);
    expect(pressTile({ ...fresh, seeds: 2, water: 50 }, 0, 0, 'hydro').notice).toBe(
      farmTexts.keepLastSeed,
    );
    expect(pressTile({ ...fresh, seeds: 5 }, 0, 0, 'expand').notice).toBe(farmTexts.keepLastSeed);
  });

  it('allows the same spend while something grows (its harvest brings seeds back)', () => {
    const growing = farm({ seeds: 2 }, tile({ type: 'planted', growth: 3 }));
    const { state, notice } = pressTile(growing, 1, 0, 'waterUpgrade');
    expect(notice).toBeNull();
    expect(state).toMatchObject({ seeds: 0, bonusWater: 2 });
    expect(canGrowAgain(state)).toBe(true);
  });

  it('every move from a fresh farm keeps a way to grow', () => {
    const tools = ['tend', 'removeDirt', 'waterUpgrade', 'hydro', 'expand'] as const;
    let states: FarmState[] = [newFarm(7)];
    for (let depth = 0; depth < 3; depth += 1) {
      const next: FarmState[] = [];
      for (const state of states) {
        next.push(addDirt(state).state, generateWater(state).state, advance(state, 25));
        for (const tool of tools)
          for (let y = 0; y < state.gridSize; y += 1)
            for (let x = 0; x < state.gridSize; x += 1)
              next.push(pressTile(state, x, y, tool).state);
      }
      for (const state of next) expect(canGrowAgain(state)).toBe(true);
      states = next.slice(0, 60);
    }
  });
});

describe('upgrades', () => {
  it('water upgrade: 2 seeds, +2 water a second', () => {
    const { state } = pressTile(farm({ seeds: 3 }), 0, 0, 'waterUpgrade');
    expect(state.seeds).toBe(1);
    expect(state.bonusWater).toBe(2);
    expect(at(state, 0, 0)?.upgrade).toBe('waterUpgrade');
    expect(tick(state).water).toBe(3);
    expect(pressTile(farm({ seeds: 1 }), 0, 0, 'waterUpgrade').notice).toBe(
      farmTexts.notEnoughSeeds,
    );
  });

  it('hydroponics: 2 seeds and 50 water, with the hint the first time', () => {
    const first = pressTile(farm({ seeds: 5, water: 100 }), 0, 0, 'hydro');
    expect(first.state).toMatchObject({ seeds: 3, water: 50, hydroCount: 1 });
    expect(at(first.state, 0, 0)?.upgrade).toBe('hydro');
    expect(first.notice).toBe(farmTexts.hydroHint);
    expect(pressTile(first.state, 1, 0, 'hydro').notice).toBeNull();
    expect(pressTile(farm({ seeds: 2, water: 49 }), 0, 0, 'hydro').notice).toBe(
      farmTexts.notEnoughWater,
    );
    expect(pressTile(farm({ seeds: 1, water: 50 }), 0, 0, 'hydro').notice).toBe(
      farmTexts.notEnoughSeeds,
    );
  });

  it('expand: costs 5, then 7, 9; gives 1 food and grows the grid by 1', () => {
    const once = pressTile(farm({ seeds: 13 }), 0, 0, 'expand').state;
    expect(once).toMatchObject({ seeds: 8, expansionCost: 7, food: 1, gridSize: 3 });
    expect(once.grid).toHaveLength(3);
    expect(once.grid.every((row) => row.length === 3)).toBe(true);
    expect(at(once, 0, 0)?.upgrade).toBe('expand');
    const twice = pressTile(once, 2, 2, 'expand').state;
    expect(twice).toMatchObject({ seeds: 1, expansionCost: 9, food: 2, gridSize: 4 });
    expect(pressTile(farm({ seeds: 4 }), 0, 0, 'expand').notice).toBe(farmTexts.notEnoughSeeds);
  });

  it('only on empty tiles without an upgrade; on dirt it warns once', () => {
    const dirt = farm({ seeds: 10 }, tile({ type: 'dirt' }));
    const first = pressTile(dirt, 0, 0, 'waterUpgrade');
    expect(first.notice).toBe('Please remove dirt to build.');
    expect(first.state.seeds).toBe(10);
    expect(first.state.dirtWarningShown).toBe(true);
    const again = pressTile(first.state, 0, 0, 'hydro');
    expect(again.notice).toBeNull();
    expect(again.state).toBe(first.state);
    const built = farm({ seeds: 10 }, tile({ upgrade: 'waterUpgrade' }));
    expect(pressTile(built, 0, 0, 'expand')).toEqual({
      state: built,
      notice: farmTexts.needsEmptyTile,
    });
  });
});

describe('bugs', () => {
  const field = (over: Partial<FarmState> = {}) =>
    farm(
      { water: 1000, ...over },
      tile({ type: 'planted' }),
      tile({ type: 'planted', upgrade: 'hydro' }),
    );

  it('one lands every 10 ticks on a planted tile that is not hydroponics', () => {
    const nine = advance(field(), 9);
    expect(nine.bugs).toEqual([]);
    const ten = tick(nine);
    expect(ten.bugs).toEqual([{ x: 0, y: 0, age: 0 }]);
  });

  it('ages 1 a tick and leaves at age 10', () => {
    const state = field({ bugs: [{ x: 0, y: 0, age: 8 }], tickCount: 1 });
    expect(tick(state).bugs).toEqual([{ x: 0, y: 0, age: 9 }]);
    expect(advance(state, 2).bugs).toEqual([]);
  });

  it('never more than 5', () => {
    const five = [0, 1, 2, 3, 4].map((n) => ({ x: n % 3, y: Math.floor(n / 3), age: n }));
    const planted = () => [
      tile({ type: 'planted' }),
      tile({ type: 'planted' }),
      tile({ type: 'planted' }),
    ];
    const state = {
      ...field({ tickCount: 9 }),
      grid: [planted(), planted(), planted()],
      bugs: five,
    };
    // The oldest is still under 10 after ageing, so none is added at tick 10.
    expect(tick(state).bugs).toHaveLength(5);
    const four = { ...state, bugs: five.slice(1) };
    expect(tick(four).bugs).toHaveLength(5);
  });

  it('leaves when clicked, and its tile does not grow meanwhile', () => {
    const bugged = field({ bugs: [{ x: 0, y: 0, age: 2 }] });
    expect(at(tick(bugged), 0, 0)?.growth).toBe(0);
    const { state, notice } = pressTile(bugged, 0, 0, 'tend');
    expect(state.bugs).toEqual([]);
    expect(notice).toBe(farmTexts.bugSquashed);
  });

  it('land where the seed says, the same every time', () => {
    const wide = {
      ...newFarm(99),
      water: 10_000,
      grid: [[tile({ type: 'planted' }), tile({ type: 'planted' }), tile({ type: 'planted' })]],
    };
    const a = advance(wide, 10).bugs;
    expect(advance(wide, 10).bugs).toEqual(a);
    expect(a).toHaveLength(1);
  });
});

describe('winning at 100 seeds', () => {
  const ripe = () =>
    farm(
      { seeds: 98, elapsedTime: 300 },
      tile({ type: 'planted', growth: 20 }),
      tile({ type: 'planted', growth: 20 }),
    );

  it('the first time: won, dialog, paused, the time kept', () => {
    const { state } = pressTile(ripe(), 0, 0, 'tend');
    expect(state).toMatchObject({
      seeds: 100,
      hasWon: true,
      showWinModal: true,
      isPaused: true,
      winTime: 300,
    });
    expect(
      pressTile(farm({ seeds: 97 }, tile({ type: 'planted', growth: 20 })), 0, 0, 'tend').state
        .hasWon,
    ).toBe(false);
  });

  it('not again after the first time', () => {
    const won = saveScore(pressTile(ripe(), 0, 0, 'tend').state);
    const after = pressTile({ ...won, elapsedTime: 500 }, 1, 0, 'tend').state;
    expect(after).toMatchObject({ seeds: 102, showWinModal: false, isPaused: false, winTime: 300 });
  });

  it('tile presses wait while the dialog is open', () => {
    const won = pressTile(ripe(), 0, 0, 'tend').state;
    expect(pressTile(won, 1, 0, 'tend').state).toBe(won);
    expect(setPaused(won, false)).toBe(won);
  });

  it('Save Score keeps the best (lower) time and resumes', () => {
    const won = pressTile(ripe(), 0, 0, 'tend').state;
    const saved = saveScore(won);
    expect(saved).toMatchObject({
      bestScore: { time: 300, seeds: 100 },
      showWinModal: false,
      isPaused: false,
    });
    expect(saveScore({ ...won, bestScore: { time: 200, seeds: 100 } }).bestScore).toEqual({
      time: 200,
      seeds: 100,
    });
    expect(saveScore({ ...won, bestScore: { time: 400, seeds: 100 } }).bestScore?.time).toBe(300);
  });

  it('Keep Playing Without Saving only closes the dialog', () => {
    const won = pressTile(ripe(), 0, 0, 'tend').state;
    const kept = keepPlaying(won);
    expect(kept).toEqual({ ...won, showWinModal: false });
    expect(kept.bestScore).toBeNull();
  });

  it('a tick that reaches 100 wins too', () => {
    expect(tick(farm({ seeds: 100 })).hasWon).toBe(true);
  });
});

describe('offline progress', () => {
  it('one tick per whole second since the last save', () => {
    const saved = { ...newFarm(1, 10_000), bonusWater: 1 };
    const { state, caughtUp, skipped } = catchUp(saved, 10_000 + 5_900);
    expect(caughtUp).toBe(5);
    expect(skipped).toBe(0);
    expect(state.water).toBe(10);
    expect(state.elapsedTime).toBe(5);
  });

  it('catches up at most a day, and says what it left out', () => {
    expect(FARM.maxCatchUpTicks).toBe(86_400);
    const saved = newFarm(1, 0);
    // In CPU time: a busy neighbour on a shared machine stretches the wall clock, not the work.
    const started = process.cpuUsage();
    const { caughtUp, skipped, state } = catchUp(saved, 2 * 86_400_000 + 1000);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(2000);
    expect(caughtUp).toBe(86_400);
    expect(skipped).toBe(86_401);
    expect(state.tickCount).toBe(86_400);
  });

  it('a paused game or a save from the future does not move', () => {
    const paused = { ...newFarm(1, 0), isPaused: true };
    expect(catchUp(paused, 60_000)).toEqual({ state: paused, caughtUp: 0, skipped: 0 });
    const ahead = newFarm(1, 60_000);
    expect(catchUp(ahead, 0).caughtUp).toBe(0);
  });
});
