import type { CommunitySection } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  canMove,
  completeLayout,
  DEFAULT_SECTION_ORDER,
  moveSection,
  sameSections,
  setHidden,
  shownSections,
} from './layout';

const custom: CommunitySection[] = [
  'chat',
  'events',
  'goals',
  'members',
  'resources',
  'admin',
  'component_manager',
];

describe('the default order', () => {
  it('is spec 2 §9: goals, chat, resources, events, members, admin, component_manager', () => {
    expect(DEFAULT_SECTION_ORDER).toEqual([
      'goals',
      'chat',
      'resources',
      'events',
      'members',
      'admin',
      'component_manager',
    ]);
  });
});

describe('completeLayout', () => {
  it('keeps a complete stored order as it is', () => {
    expect(completeLayout(custom)).toEqual(custom);
  });

  it('uses the default order without a stored layout', () => {
    expect(completeLayout(undefined)).toEqual(DEFAULT_SECTION_ORDER);
    expect(completeLayout([])).toEqual(DEFAULT_SECTION_ORDER);
  });

  it('drops unknown and repeated keys and adds the missing ones in the default order', () => {
    expect(completeLayout(['events', 'bogus', 'events', 'chat'])).toEqual([
      'events',
      'chat',
      'goals',
      'resources',
      'members',
      'admin',
      'component_manager',
    ]);
  });
});

describe('moveSection', () => {
  it('moves a section one place up or down', () => {
    expect(moveSection(DEFAULT_SECTION_ORDER, 'chat', 'up').slice(0, 3)).toEqual([
      'chat',
      'goals',
      'resources',
    ]);
    expect(moveSection(DEFAULT_SECTION_ORDER, 'chat', 'down').slice(0, 3)).toEqual([
      'goals',
      'resources',
      'chat',
    ]);
  });

  it('changes nothing at either end or for an absent key, and never mutates its input', () => {
    const before = [...DEFAULT_SECTION_ORDER];
    expect(moveSection(before, 'goals', 'up')).toEqual(before);
    expect(moveSection(before, 'component_manager', 'down')).toEqual(before);
    expect(moveSection(['goals', 'chat'], 'events', 'up')).toEqual(['goals', 'chat']);
    moveSection(before, 'chat', 'up');
    expect(before).toEqual(DEFAULT_SECTION_ORDER);
  });

  it('keeps every key exactly once', () => {
    let layout = [...DEFAULT_SECTION_ORDER];
    for (const key of DEFAULT_SECTION_ORDER) layout = moveSection(layout, key, 'down');
    expect([...layout].sort()).toEqual([...DEFAULT_SECTION_ORDER].sort());
  });
});

describe('canMove', () => {
  it('is false only at the ends (and for an absent key)', () => {
    expect(canMove(DEFAULT_SECTION_ORDER, 'goals', 'up')).toBe(false);
    expect(canMove(DEFAULT_SECTION_ORDER, 'goals', 'down')).toBe(true);
    expect(canMove(DEFAULT_SECTION_ORDER, 'component_manager', 'down')).toBe(false);
    expect(canMove(DEFAULT_SECTION_ORDER, 'component_manager', 'up')).toBe(true);
    expect(canMove(['goals'], 'chat', 'up')).toBe(false);
  });
});

describe('sameSections', () => {
  it('compares in order', () => {
    expect(sameSections(custom, [...custom])).toBe(true);
    expect(sameSections(custom, DEFAULT_SECTION_ORDER)).toBe(false);
    expect(sameSections(['goals'], ['goals', 'chat'])).toBe(false);
  });
});

describe('setHidden', () => {
  it('hides and shows a section, in the layout order, each key once', () => {
    let hidden = setHidden(custom, [], 'resources', true);
    hidden = setHidden(custom, hidden, 'chat', true);
    hidden = setHidden(custom, hidden, 'chat', true);
    expect(hidden).toEqual(['chat', 'resources']);
    expect(setHidden(custom, hidden, 'chat', false)).toEqual(['resources']);
    expect(setHidden(custom, hidden, 'goals', false)).toEqual(['chat', 'resources']);
  });
});

describe('shownSections', () => {
  it('shows members the sections not hidden, in the layout order', () => {
    expect(shownSections(custom, ['resources', 'admin'], 'member')).toEqual([
      { key: 'chat', hidden: false },
      { key: 'events', hidden: false },
      { key: 'goals', hidden: false },
      { key: 'members', hidden: false },
      { key: 'component_manager', hidden: false },
    ]);
  });

  it('shows admins and the creator every section, the hidden ones marked', () => {
    for (const role of ['admin', 'creator'] as const) {
      const shown = shownSections(custom, ['resources'], role);
      expect(shown.map((section) => section.key)).toEqual(custom);
      expect(shown.filter((section) => section.hidden)).toEqual([
        { key: 'resources', hidden: true },
      ]);
    }
  });

  it('uses the default order when the layout is empty', () => {
    expect(shownSections([], [], 'member').map((section) => section.key)).toEqual(
      DEFAULT_SECTION_ORDER,
    );
  });
});
