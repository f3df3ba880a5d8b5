import { keepAtMostDetail } from '@wegrow/contract/details';
import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { countOf, ensureRoom, PER_PARENT_MAX, PER_USER_MAX } from '../../platform/paging';
import { projects, projectTasks, type ProjectRow, type ProjectTaskRow } from './schema';
import {
  type Project,
  type ProjectInput,
  type ProjectTask,
  type ProjectTaskUpdate,
  toProject,
  toProjectTask,
} from './views';

/**
 * The `detail`s of this domain's answers. Another user's project or task is "not found" exactly as
 * an unknown one is: ids reveal nothing (never 403).
 */
export const PROJECT_TEXTS = {
  projectNotFound: 'Project not found.',
  taskNotFound: 'Task not found.',
  /** 422: a new project would leave the caller more than PER_USER_MAX. */
  tooManyProjects: keepAtMostDetail(PER_USER_MAX, 'projects'),
  /** 422: a new task would leave the project more than PER_PARENT_MAX. */
  tooManyTasks: keepAtMostDetail(PER_PARENT_MAX, 'tasks in a project'),
} as const;

/** The advisory lock class of new projects (one user's at a time, so the cap holds). */
const PROJECTS_LOCK = 0x70_72_6f_6a; // "proj"

/** Name, description and links as stored: the name trimmed, absent fields empty. */
function fieldsOf(input: ProjectInput): Pick<ProjectRow, 'name' | 'description' | 'links'> {
  return {
    name: input.name.trim(),
    description: input.description ?? '',
    links: input.links ?? [],
  };
}

/**
 * Personal projects and their tasks. Every method takes the caller's id and only ever reaches the
 * caller's own rows; the request's values were validated against the contract (a non-blank name of
 * at most 200 characters, links that are absolute http(s) addresses…) before they get here.
 */
export class ProjectsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The caller's projects, newest first, each with its tasks oldest first: at most PER_USER_MAX
   * projects and PER_PARENT_MAX tasks each, which is all of them (adds stop there).
   */
  async list(userId: number): Promise<Project[]> {
    const rows = await this.db
      .select()
      .from(projects)
      .where(eq(projects.userId, userId))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(PER_USER_MAX);
    const tasks = await this.tasksOf(rows.map((row) => row.id));
    return rows.map((row) => toProject(row, tasks.get(row.id) ?? []));
  }

  /** A new project of the caller's; 422 when they already have PER_USER_MAX. */
  async create(userId: number, input: ProjectInput): Promise<Project> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PROJECTS_LOCK}, ${userId})`);
      ensureRoom(
        await countOf(tx, projects, eq(projects.userId, userId)),
        1,
        PER_USER_MAX,
        PROJECT_TEXTS.tooManyProjects,
      );
      const [row] = await tx
        .insert(projects)
        .values({ userId, ...fieldsOf(input), createdAt: this.clock() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toProject(row, []);
    });
  }

  async get(userId: number, projectId: number): Promise<Project> {
    const [row] = await this.db.select().from(projects).where(this.mine(userId, projectId));
    if (!row) throw notFound(PROJECT_TEXTS.projectNotFound);
    return toProject(row, (await this.tasksOf([row.id])).get(row.id) ?? []);
  }

  /** Replaces name, description and links. */
  async update(userId: number, projectId: number, input: ProjectInput): Promise<Project> {
    const [row] = await this.db
      .update(projects)
      .set(fieldsOf(input))
      .where(this.mine(userId, projectId))
      .returning();
    if (!row) throw notFound(PROJECT_TEXTS.projectNotFound);
    return toProject(row, (await this.tasksOf([row.id])).get(row.id) ?? []);
  }

  /** Deletes the project; its tasks go with it (the foreign key cascades). */
  async remove(userId: number, projectId: number): Promise<void> {
    const deleted = await this.db
      .delete(projects)
      .where(this.mine(userId, projectId))
      .returning({ id: projects.id });
    if (deleted.length === 0) throw notFound(PROJECT_TEXTS.projectNotFound);
  }

  /** A new open task (its content may be empty); 422 when the project has PER_PARENT_MAX. */
  async addTask(userId: number, projectId: number, content: string): Promise<ProjectTask> {
    return this.db.transaction(async (tx) => {
      // Locked, so the project cannot be deleted between this check and the insert.
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(this.mine(userId, projectId))
        .for('update');
      if (!project) throw notFound(PROJECT_TEXTS.projectNotFound);
      ensureRoom(
        await countOf(tx, projectTasks, eq(projectTasks.projectId, projectId)),
        1,
        PER_PARENT_MAX,
        PROJECT_TEXTS.tooManyTasks,
      );
      const [row] = await tx
        .insert(projectTasks)
        .values({ projectId, content, completed: false, createdAt: this.clock() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toProjectTask(row);
    });
  }

  /** Changes the content and/or the completed flag of a task of one of the caller's projects. */
  async updateTask(
    userId: number,
    taskId: number,
    changes: ProjectTaskUpdate,
  ): Promise<ProjectTask> {
    const [row] = await this.db
      .update(projectTasks)
      .set({
        ...(changes.content === undefined ? {} : { content: changes.content }),
        ...(changes.completed === undefined ? {} : { completed: changes.completed }),
      })
      .where(this.myTask(userId, taskId))
      .returning();
    if (!row) throw notFound(PROJECT_TEXTS.taskNotFound);
    return toProjectTask(row);
  }

  async removeTask(userId: number, taskId: number): Promise<void> {
    const deleted = await this.db
      .delete(projectTasks)
      .where(this.myTask(userId, taskId))
      .returning({ id: projectTasks.id });
    if (deleted.length === 0) throw notFound(PROJECT_TEXTS.taskNotFound);
  }

  /** The project `projectId`, if it is the caller's. */
  private mine(userId: number, projectId: number) {
    return and(eq(projects.id, projectId), eq(projects.userId, userId));
  }

  /** The task `taskId`, if its project is the caller's. */
  private myTask(userId: number, taskId: number) {
    return and(
      eq(projectTasks.id, taskId),
      inArray(
        projectTasks.projectId,
        this.db.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId)),
      ),
    );
  }

  /**
   * The tasks of some projects, by project, each list oldest first: at most PER_PARENT_MAX of each
   * (ranked within the project), which is all of them (adds stop there).
   */
  private async tasksOf(projectIds: number[]): Promise<Map<number, ProjectTaskRow[]>> {
    const byProject = new Map<number, ProjectTaskRow[]>();
    if (projectIds.length === 0) return byProject;
    const ranked = this.db
      .select({
        ...getTableColumns(projectTasks),
        rank: sql<number>`row_number() over (partition by ${projectTasks.projectId} order by ${projectTasks.createdAt}, ${projectTasks.id})`.as(
          'rank',
        ),
      })
      .from(projectTasks)
      .where(inArray(projectTasks.projectId, projectIds))
      .as('ranked');
    const found = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, PER_PARENT_MAX))
      .orderBy(asc(ranked.createdAt), asc(ranked.id));
    const rows: ProjectTaskRow[] = found.map(({ rank: _rank, ...row }) => row);
    for (const row of rows) {
      const list = byProject.get(row.projectId) ?? [];
      list.push(row);
      byProject.set(row.projectId, list);
    }
    return byProject;
  }
}
