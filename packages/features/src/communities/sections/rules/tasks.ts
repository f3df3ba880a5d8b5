import type { CommunityGoal, CommunityTask, UserRef } from '@wegrow/api';
import { commonTexts, goalsTexts } from '../texts';
import type { CommunityMemberRole } from '../types';
import { canManageItem, isCommunityAdmin } from './permissions';

/** Which of a task's buttons the reader gets (the server checks each call again). */
export interface TaskControls {
  /** "Assign to me": an open task not already theirs, unassigned (or any, for an admin). */
  assignToMe: boolean;
  /** "Complete": any member completes an open task, as themself. */
  complete: boolean;
  /** "Undo": a completed task, by who completed it, who added it or an admin. */
  undo: boolean;
  /** Delete: who added it, or an admin. */
  delete: boolean;
}

export function taskControls(
  task: CommunityTask,
  role: CommunityMemberRole,
  myUserId: number,
): TaskControls {
  const admin = isCommunityAdmin(role);
  const assignee = task.assigned_to?.id ?? null;
  return {
    assignToMe: !task.completed && assignee !== myUserId && (assignee === null || admin),
    complete: !task.completed,
    undo:
      task.completed &&
      (admin || task.completed_by?.id === myUserId || task.creator_id === myUserId),
    delete: canManageItem(role, myUserId, task.creator_id),
  };
}

/** A person's name as the sections show it ("a member" when the account has no username). */
export function nameOf(user: Pick<UserRef, 'username'> | null | undefined): string {
  return user?.username?.trim() || commonTexts.unknownMember;
}

/** What a task's status line says: "completed by sam", "Assigned to lena" or "Unassigned". */
export function taskStatus(task: CommunityTask): string {
  if (task.completed) return goalsTexts.completedBy(nameOf(task.completed_by));
  if (task.assigned_to) return goalsTexts.assignedTo(nameOf(task.assigned_to));
  return goalsTexts.unassigned;
}

/** Goals by title, case-insensitively (spec 2 §9), then in the order they were added. */
export function sortGoals(goals: readonly CommunityGoal[]): CommunityGoal[] {
  return [...goals].sort(
    (a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase(), 'en') || a.id - b.id,
  );
}

/** A goal's progress, e.g. "1 of 3 done". */
export function goalProgress(goal: CommunityGoal): string {
  const done = goal.tasks.filter((task) => task.completed).length;
  return `${done} of ${goal.tasks.length} done`;
}
