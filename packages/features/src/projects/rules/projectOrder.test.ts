import { describe, expect, it } from 'vitest';
import { projectSortOf, projectSorts, sortProjects } from './projectOrder';

const project = (id: number, name: string, created_at: string) => ({ id, name, created_at });

const list = [
  project(1, 'zine: Soil Stories', '2026-01-02T09:00:00Z'),
  project(2, 'Bed 10', '2025-11-20T10:00:00Z'),
  project(3, 'Árbol', '2025-12-28T16:30:00Z'),
  project(4, 'bed 2', '2025-12-01T12:00:00Z'),
  project(5, 'apple walk', '2025-12-01T12:00:00Z'),
];

describe('the project list order (spec 2 §2)', () => {
  it('offers "Sort A–Z" then "Sort by Newest"', () => {
    expect(projectSorts.map((sort) => sort.label)).toEqual(['Sort A–Z', 'Sort by Newest']);
    expect(projectSortOf('newest')).toBe('newest');
    expect(projectSortOf('name')).toBe('name');
    expect(projectSortOf('anything else')).toBe('name');
  });

  it('sorts A–Z ignoring case and accents, numbers in numeric order', () => {
    expect(sortProjects(list, 'name').map((p) => p.name)).toEqual([
      'apple walk',
      'Árbol',
      'bed 2',
      'Bed 10',
      'zine: Soil Stories',
    ]);
  });

  it('sorts by newest first, the higher id first at the same time', () => {
    expect(sortProjects(list, 'newest').map((p) => p.id)).toEqual([1, 3, 5, 4, 2]);
  });

  it('puts equal names newest first, and leaves the given list as it was', () => {
    const twins = [
      project(1, 'Garden', '2025-01-01T00:00:00Z'),
      project(2, 'garden', '2026-01-01T00:00:00Z'),
    ];
    expect(sortProjects(twins, 'name').map((p) => p.id)).toEqual([2, 1]);
    expect(twins.map((p) => p.id)).toEqual([1, 2]);
  });

  it('sorts an unreadable time as the oldest', () => {
    const odd = [project(1, 'A', 'not a time'), project(2, 'B', '2020-01-01T00:00:00Z')];
    expect(sortProjects(odd, 'newest').map((p) => p.id)).toEqual([2, 1]);
  });
});
