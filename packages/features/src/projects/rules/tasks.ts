import type { ProjectTask } from '@wegrow/api';
import { projectsTexts } from '../texts';

/** What a task reads as: its content, or "(Untitled Task)" when that is empty or blank. */
export function taskLabel(content: string): string {
  return content.trim() === '' ? projectsTexts.untitledTask : content;
}

const byId = (a: ProjectTask, b: ProjectTask) => a.id - b.id;

/** The To-Do list: the open tasks, oldest first. */
export function openTasks(tasks: readonly ProjectTask[]): ProjectTask[] {
  return tasks.filter((task) => !task.completed).sort(byId);
}

/** The Completed list: the completed tasks, oldest first (spec 2 §4: they move there). */
export function completedTasks(tasks: readonly ProjectTask[]): ProjectTask[] {
  return tasks.filter((task) => task.completed).sort(byId);
}
