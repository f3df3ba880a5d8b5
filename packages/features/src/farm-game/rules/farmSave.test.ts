import { FARM_GAME_DETAILS } from '@wegrow/contract/farmgame';
import { fixtures } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { advance, newFarm } from './farmEngine';
import { FARM_SAVE_INTERVAL_MS, parseFarmSave, serializeFarm } from './farmSave';

describe('farm saves', () => {
  it('round-trips a farm, stamped with the save time', () => {
    const played = advance(newFarm(5, 0), 12);
    const parsed = parseFarmSave(serializeFarm(played, 99_000));
    expect(parsed).toEqual({ ok: true, state: { ...played, lastSavedTime: 99_000 } });
  });

  it('reads the seeded cloud save of the fakes', () => {
    const parsed = parseFarmSave(JSON.stringify(fixtures.MAYA_FARM_STATE));
    expect(parsed.ok && parsed.state).toMatchObject({
      seeds: 17,
      gridSize: 3,
      expansionCost: 7,
      bugs: [{ x: 0, y: 0, age: 3 }],
      bestScore: null,
    });
  });

  it('is corrupt without a grid array or a numeric elapsedTime (spec 3 §5)', () => {
    expect(parseFarmSave('{"grid":{},"elapsedTime":1}')).toEqual({
      ok: false,
      problem: FARM_GAME_DETAILS.corrupt,
    });
    expect(parseFarmSave('{"grid":[],"elapsedTime":"1"}').ok).toBe(false);
    expect(parseFarmSave('not json').ok).toBe(false);
    expect(parseFarmSave('[1]').ok).toBe(false);
  });

  it('fills what is missing or malformed from a new farm', () => {
    const parsed = parseFarmSave(
      '{"grid":[[{"type":"lava"},null],[{"type":"planted","growth":3,"upgrade":null}]],"elapsedTime":4,"seeds":-3,"bugs":[{"x":9,"y":0,"age":1}]}',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.state.seeds).toBe(1);
    expect(parsed.state.gridSize).toBe(2);
    expect(parsed.state.grid[0]?.[0]?.type).toBe('empty');
    expect(parsed.state.grid[1]?.[0]).toMatchObject({
      type: 'planted',
      growth: 3,
      upgrade: 'none',
    });
    expect(parsed.state.grid[1]?.[1]?.type).toBe('empty');
    expect(parsed.state.bugs).toEqual([]);
  });

  it('saves at most every 5 seconds while playing', () => {
    expect(FARM_SAVE_INTERVAL_MS).toBe(5000);
  });
});
