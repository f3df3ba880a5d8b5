import type { CommunitySummary } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { communityIdOf, communityRequest, memberCount, splitCommunities } from './communities';

function summary(id: number, my_role: CommunitySummary['my_role']): CommunitySummary {
  return {
    id,
    name: `C${id}`,
    description: '',
    visibility: 'public',
    member_count: 1,
    my_role,
  };
}

describe('splitCommunities', () => {
  it('puts approved memberships under Your Communities, the rest under Other Communities', () => {
    const list = [
      summary(1, 'creator'),
      summary(2, 'visitor'),
      summary(3, 'member'),
      summary(4, 'pending'),
      summary(5, 'admin'),
    ];
    const { yours, others } = splitCommunities(list);
    expect(yours.map((community) => community.id)).toEqual([1, 3, 5]);
    expect(others.map((community) => community.id)).toEqual([2, 4]);
  });
});

describe('communityRequest', () => {
  it('abandons a blank name (spec 2 §6)', () => {
    expect(communityRequest({ name: '', description: 'x' })).toBeNull();
    expect(communityRequest({ name: '   \n', description: 'x' })).toBeNull();
  });

  it('trims and is always public', () => {
    expect(communityRequest({ name: '  Bees ', description: ' Hives \n' })).toEqual({
      name: 'Bees',
      description: 'Hives',
      visibility: 'public',
    });
  });
});

describe('memberCount and communityIdOf', () => {
  it('counts members', () => {
    expect(memberCount(1)).toBe('1 member');
    expect(memberCount(0)).toBe('0 members');
    expect(memberCount(12)).toBe('12 members');
  });

  it('reads a positive integer id only', () => {
    expect(communityIdOf('7')).toBe(7);
    expect(communityIdOf('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '07', '-1', '1.5', 'abc', '2147483648', '99999999999']) {
      expect(communityIdOf(bad), String(bad)).toBeNull();
    }
  });
});
