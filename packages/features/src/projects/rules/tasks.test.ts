import { describe, expect, it } from 'vitest';
import { completedTasks, openTasks, taskLabel } from './tasks';

const tasks = [
  { id: 36, content: 'Print seed envelopes', completed: true },
  { id: 34, content: 'Ask the library for a shelf', completed: false },
  { id: 35, content: '', completed: false },
  { id: 33, content: 'Order comfrey', completed: true },
];

describe('tasks (spec 2 §2, §4)', () => {
  it('reads an empty or blank task as "(Untitled Task)"', () => {
    expect(taskLabel('')).toBe('(Untitled Task)');
    expect(taskLabel('  \n ')).toBe('(Untitled Task)');
    expect(taskLabel('Water the beds')).toBe('Water the beds');
  });

  it('lists open tasks under To-Do and completed ones under Completed, oldest first', () => {
    expect(openTasks(tasks).map((task) => task.id)).toEqual([34, 35]);
    expect(completedTasks(tasks).map((task) => task.id)).toEqual([33, 36]);
    expect(tasks.map((task) => task.id)).toEqual([36, 34, 35, 33]);
  });
});
