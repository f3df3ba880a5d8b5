/**
 * Community goals ("community projects") and their tasks (issue 17): approved members read and
 * add them; the one who added a goal or task, or an admin, edits and deletes it. Tasks are taken
 * by members themselves (admins assign anyone), completed as oneself and undone by who completed
 * them, the task's author or an admin.
 */
import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import { PER_PARENT_MAX } from '../../../platform/paging';
import type { AuthUser } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { forbidden, notFound, unprocessable } from '../../../platform/errors';
import {
  type CommunityAccess,
  isAdminRole,
  type Membership,
  participateIn,
  requireAuthorOrAdmin,
} from '../membership';
import { peopleOf } from '../people';
import type { RemovalNotices } from '../removals';
import {
  communityGoals,
  communityMembers,
  communityTasks,
  type GoalRow,
  type TaskRow,
} from '../schema';
import {
  type CommunityGoal,
  type CommunityGoalInput,
  type CommunityTask,
  type CommunityTaskUpdate,
  toGoal,
  toTask,
} from '../views';

/** Every operation here is the goals section's: refused to members while the admins hide it. */
const GOALS = participateIn('goals');

/** Titles sort as people read them: ignoring case (then by id). */
const byTitle = (a: GoalRow, b: GoalRow) =>
  a.title.toLowerCase().localeCompare(b.title.toLowerCase(), 'en') || a.id - b.id;

export class GoalsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly membership: Membership,
    private readonly removals: RemovalNotices,
  ) {}

  /**
   * The community's goals by title (ignoring case), each with its tasks, oldest first: at most the
   * newest PER_PARENT_MAX goals, each with at most its newest PER_PARENT_MAX tasks.
   */
  async list(user: AuthUser, communityId: number): Promise<CommunityGoal[]> {
    const access = await this.membership.read(user, communityId, GOALS);
    const goals = await this.db
      .select()
      .from(communityGoals)
      .where(eq(communityGoals.communityId, communityId))
      .orderBy(desc(communityGoals.id))
      .limit(PER_PARENT_MAX);
    const tasks = await this.tasksOf(
      goals.map((goal) => goal.id),
      access,
    );
    const admin = isAdminRole(access.role);
    return goals.sort(byTitle).map((goal) => toGoal(goal, tasks.get(goal.id) ?? [], admin));
  }

  async create(
    user: AuthUser,
    communityId: number,
    input: CommunityGoalInput,
  ): Promise<CommunityGoal> {
    return this.membership.change(user, communityId, GOALS, async (tx, access) => {
      const now = this.clock();
      const [row] = await tx
        .insert(communityGoals)
        .values({
          communityId,
          title: input.title.trim(),
          description: input.description ?? '',
          creatorId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toGoal(row, [], isAdminRole(access.role));
    });
  }

  /** Edits a goal (its author or an admin). */
  async update(user: AuthUser, goalId: number, input: CommunityGoalInput): Promise<CommunityGoal> {
    return this.changeGoal(user, goalId, async (tx, access) => {
      const [row] = await tx
        .update(communityGoals)
        .set({
          title: input.title.trim(),
          description: input.description ?? '',
          updatedAt: this.clock(),
        })
        .where(eq(communityGoals.id, goalId))
        .returning();
      if (!row) throw notFound(COMMUNITY_DETAILS.goalNotFound);
      const tasks = await this.tasksOf([row.id], access, tx);
      return toGoal(row, tasks.get(row.id) ?? [], isAdminRole(access.role));
    });
  }

  /** Deletes a goal and its tasks (its author or an admin). */
  async remove(user: AuthUser, goalId: number): Promise<void> {
    await this.changeGoal(user, goalId, async (tx, access, goal) => {
      await tx.delete(communityGoals).where(eq(communityGoals.id, goalId));
      await this.removals.tell(tx, {
        access,
        authorId: goal.creatorId,
        kind: 'goal',
        text: goal.title,
      });
    });
  }

  /** A goal's tasks, oldest first. */
  async tasks(user: AuthUser, goalId: number): Promise<CommunityTask[]> {
    const goal = await this.findGoal(this.db, goalId);
    const access = await this.membership.read(user, goal.communityId, GOALS);
    return (await this.tasksOf([goalId], access)).get(goalId) ?? [];
  }

  /** A new open, unassigned task (any member). */
  async addTask(user: AuthUser, goalId: number, content: string): Promise<CommunityTask> {
    const goal = await this.findGoal(this.db, goalId);
    return this.membership.change(user, goal.communityId, GOALS, async (tx, access) => {
      await this.findGoal(tx, goalId);
      const [row] = await tx
        .insert(communityTasks)
        .values({
          goalId,
          content: content.trim(),
          completed: false,
          creatorId: user.id,
          createdAt: this.clock(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return this.taskView(tx, row, access);
    });
  }

  /** Assigns, completes or reopens a task (see the contract's `updateCommunityTask`). */
  async updateTask(
    user: AuthUser,
    taskId: number,
    change: CommunityTaskUpdate,
  ): Promise<CommunityTask> {
    return this.changeTask(user, taskId, async (tx, task, access) => {
      const admin = isAdminRole(access.role);
      let next: Partial<Pick<TaskRow, 'assignedTo' | 'completed' | 'completedBy'>> = {};
      if ('assigned_to_user_id' in change) {
        const assignee = change.assigned_to_user_id;
        if (assignee !== null && assignee !== user.id && !admin)
          throw forbidden(COMMUNITY_DETAILS.assignOthersAdminsOnly);
        if (task.assignedTo !== null && task.assignedTo !== user.id && !admin)
          throw forbidden(COMMUNITY_DETAILS.reassignAdminsOnly);
        if (assignee !== null && !(await this.isApprovedMember(tx, access, assignee)))
          throw unprocessable(COMMUNITY_DETAILS.assigneeNotMember);
        next = { assignedTo: assignee };
      } else if (change.completed) {
        const doneBy = change.completed_by_user_id;
        if (doneBy !== undefined && doneBy !== null && doneBy !== user.id)
          throw forbidden(COMMUNITY_DETAILS.completeAsYourself);
        // Completing a completed task changes nothing (it keeps who completed it).
        if (!task.completed) next = { completed: true, completedBy: user.id };
      } else {
        if (change.completed_by_user_id !== undefined && change.completed_by_user_id !== null)
          throw unprocessable(COMMUNITY_DETAILS.reopenWithCompleter);
        if (task.completed) {
          const mayUndo = admin || task.completedBy === user.id || task.creatorId === user.id;
          if (!mayUndo) throw forbidden(COMMUNITY_DETAILS.undoNotYours);
          next = { completed: false, completedBy: null };
        }
      }
      if (Object.keys(next).length === 0) return this.taskView(tx, task, access);
      const [row] = await tx
        .update(communityTasks)
        .set(next)
        .where(eq(communityTasks.id, taskId))
        .returning();
      if (!row) throw notFound(COMMUNITY_DETAILS.taskNotFound);
      return this.taskView(tx, row, access);
    });
  }

  /** Deletes a task (its author or an admin). */
  async removeTask(user: AuthUser, taskId: number): Promise<void> {
    await this.changeTask(user, taskId, async (tx, task, access) => {
      requireAuthorOrAdmin(access, task.creatorId);
      await tx.delete(communityTasks).where(eq(communityTasks.id, taskId));
    });
  }

  // ------------------------------------------------------------------ helpers

  /** A change to a goal by its author or an admin, under its community's lock. */
  private async changeGoal<T>(
    user: AuthUser,
    goalId: number,
    run: (tx: Db, access: CommunityAccess, goal: GoalRow) => Promise<T>,
  ): Promise<T> {
    const goal = await this.findGoal(this.db, goalId);
    return this.membership.change(user, goal.communityId, GOALS, async (tx, access) => {
      const current = await this.findGoal(tx, goalId);
      requireAuthorOrAdmin(access, current.creatorId);
      return run(tx, access, current);
    });
  }

  /** A change to a task by a member, under its community's lock (the task read again there). */
  private async changeTask<T>(
    user: AuthUser,
    taskId: number,
    run: (tx: Db, task: TaskRow, access: CommunityAccess) => Promise<T>,
  ): Promise<T> {
    const { goal } = await this.findTask(this.db, taskId);
    return this.membership.change(user, goal.communityId, GOALS, async (tx, access) => {
      const { task } = await this.findTask(tx, taskId);
      return run(tx, task, access);
    });
  }

  private async findGoal(db: Db, goalId: number): Promise<GoalRow> {
    const [goal] = await db.select().from(communityGoals).where(eq(communityGoals.id, goalId));
    if (!goal) throw notFound(COMMUNITY_DETAILS.goalNotFound);
    return goal;
  }

  private async findTask(db: Db, taskId: number): Promise<{ task: TaskRow; goal: GoalRow }> {
    const [row] = await db
      .select({ task: communityTasks, goal: communityGoals })
      .from(communityTasks)
      .innerJoin(communityGoals, eq(communityGoals.id, communityTasks.goalId))
      .where(eq(communityTasks.id, taskId));
    if (!row) throw notFound(COMMUNITY_DETAILS.taskNotFound);
    return row;
  }

  private async isApprovedMember(
    tx: Db,
    access: CommunityAccess,
    userId: number,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ isApproved: communityMembers.isApproved })
      .from(communityMembers)
      .where(
        and(
          eq(communityMembers.userId, userId),
          eq(communityMembers.communityId, access.community.id),
        ),
      );
    return row?.isApproved === true;
  }

  /** The tasks of some goals, oldest first, by goal. */
  private async tasksOf(
    goalIds: number[],
    access: CommunityAccess,
    db: Db = this.db,
  ): Promise<Map<number, CommunityTask[]>> {
    const byGoal = new Map<number, CommunityTask[]>();
    if (goalIds.length === 0) return byGoal;
    // Each goal's newest PER_PARENT_MAX tasks (ranked within the goal), oldest first.
    const ranked = db
      .select({
        ...getTableColumns(communityTasks),
        rank: sql<number>`row_number() over (partition by ${communityTasks.goalId} order by ${communityTasks.createdAt} desc, ${communityTasks.id} desc)`.as(
          'rank',
        ),
      })
      .from(communityTasks)
      .where(inArray(communityTasks.goalId, goalIds))
      .as('ranked');
    const found = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, PER_PARENT_MAX))
      .orderBy(asc(ranked.createdAt), asc(ranked.id));
    const rows: TaskRow[] = found.map(({ rank: _rank, ...row }) => row);
    const people = await peopleOf(
      db,
      rows.flatMap((row) => [row.assignedTo, row.completedBy]),
    );
    const admin = isAdminRole(access.role);
    for (const row of rows) {
      const list = byGoal.get(row.goalId) ?? [];
      list.push(toTask(row, people, admin));
      byGoal.set(row.goalId, list);
    }
    return byGoal;
  }

  private async taskView(db: Db, row: TaskRow, access: CommunityAccess): Promise<CommunityTask> {
    const people = await peopleOf(db, [row.assignedTo, row.completedBy]);
    return toTask(row, people, isAdminRole(access.role));
  }
}
