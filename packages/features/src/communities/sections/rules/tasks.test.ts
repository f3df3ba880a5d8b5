import type { CommunityGoal, CommunityTask } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { goalProgress, nameOf, sortGoals, taskControls, taskStatus } from './tasks';

const ME = 7;
const OTHER = 8;

function task(overrides: Partial<CommunityTask> = {}): CommunityTask {
  return {
    id: 1,
    content: 'Dig',
    completed: false,
    assigned_to: null,
    completed_by: null,
    creator_id: OTHER,
    is_admin: false,
    ...overrides,
  };
}

const goal = (id: number, title: string, tasks: CommunityTask[] = []): CommunityGoal => ({
  id,
  title,
  description: '',
  creator_id: OTHER,
  is_admin: false,
  tasks,
});

describe('taskControls', () => {
  it('offers a member an open, unassigned task: assign to me and complete, not delete', () => {
    expect(taskControls(task(), 'member', ME)).toEqual({
      assignToMe: true,
      complete: true,
      undo: false,
      delete: false,
    });
  });

  it('does not offer "Assign to me" on a task already mine', () => {
    const mine = task({ assigned_to: { id: ME, username: 'me' } });
    expect(taskControls(mine, 'member', ME).assignToMe).toBe(false);
  });

  it('lets only admins take a task assigned to someone else', () => {
    const theirs = task({ assigned_to: { id: OTHER, username: 'sam' } });
    expect(taskControls(theirs, 'member', ME).assignToMe).toBe(false);
    expect(taskControls(theirs, 'admin', ME).assignToMe).toBe(true);
    expect(taskControls(theirs, 'creator', ME).assignToMe).toBe(true);
  });

  it('offers Undo, not Complete, on a completed task to who completed it, its creator and admins', () => {
    const doneByOther = task({ completed: true, completed_by: { id: OTHER, username: 'sam' } });
    expect(taskControls(doneByOther, 'member', ME)).toMatchObject({
      complete: false,
      undo: false,
      assignToMe: false,
    });
    expect(taskControls(doneByOther, 'admin', ME).undo).toBe(true);
    const doneByMe = task({ completed: true, completed_by: { id: ME, username: 'me' } });
    expect(taskControls(doneByMe, 'member', ME).undo).toBe(true);
    const addedByMe = task({
      completed: true,
      completed_by: { id: OTHER, username: 'sam' },
      creator_id: ME,
    });
    expect(taskControls(addedByMe, 'member', ME).undo).toBe(true);
  });

  it('lets the task’s creator and admins delete it', () => {
    expect(taskControls(task({ creator_id: ME }), 'member', ME).delete).toBe(true);
    expect(taskControls(task(), 'admin', ME).delete).toBe(true);
    expect(taskControls(task(), 'member', ME).delete).toBe(false);
  });
});

describe('taskStatus', () => {
  it('says who completed it, who has it, or that no one has', () => {
    expect(taskStatus(task({ completed: true, completed_by: { id: 8, username: 'sam' } }))).toBe(
      'completed by sam',
    );
    expect(taskStatus(task({ assigned_to: { id: 9, username: 'lena' } }))).toBe('Assigned to lena');
    expect(taskStatus(task())).toBe('Unassigned');
  });

  it('names an account without a username "a member"', () => {
    expect(nameOf({ username: null })).toBe('a member');
    expect(nameOf({ username: '  ' })).toBe('a member');
    expect(taskStatus(task({ completed: true, completed_by: { id: 8, username: null } }))).toBe(
      'completed by a member',
    );
  });
});

describe('sortGoals', () => {
  it('sorts by title case-insensitively, then by id', () => {
    const sorted = sortGoals([
      goal(3, 'Plant the strip'),
      goal(1, 'autumn swap'),
      goal(2, 'Build'),
      goal(4, 'build'),
    ]);
    expect(sorted.map((g) => g.id)).toEqual([1, 2, 4, 3]);
  });
});

describe('goalProgress', () => {
  it('counts the completed tasks', () => {
    expect(goalProgress(goal(1, 'G', [task({ completed: true }), task(), task()]))).toBe(
      '1 of 3 done',
    );
    expect(goalProgress(goal(1, 'G'))).toBe('0 of 0 done');
  });
});
