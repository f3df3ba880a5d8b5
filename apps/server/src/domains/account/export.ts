/**
 * "Export everything I made" (issue 43; GDPR articles 15 and 20): asked for once a day, put
 * together by the `account.export` job into a ZIP kept in the database (so any server process
 * serves it), announced in the inbox and by mail, downloadable by its owner for 7 days.
 *
 * The ZIP holds `README.txt`, each journal entry as Markdown (`journal/<date>-<title>.md`, its
 * title, dates and tags in a front matter, the format journal apps import), and one JSON file per
 * kind of data (`data/<name>.json`), read from the tables by the account's id. The tables are
 * named here (an allow-list: nothing secret, such as token hashes, is ever exported).
 */
import { EXPORT_EVERY_MS, EXPORT_TEXTS, EXPORT_TTL_MS } from '@wegrow/contract/details';
import { zipSync, strToU8 } from 'fflate';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { defineJob, type JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { users } from '../../platform/schema';
import { accountExports, avatars } from './schema';

/** The job that puts an export together. */
export const exportJob = defineJob<{ exportId: number }>('account.export', {
  parse(payload) {
    const id =
      typeof payload === 'object' && payload !== null && 'exportId' in payload
        ? payload.exportId
        : undefined;
    if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('not an export job');
    return { exportId: id };
  },
});

/** Where the export stands (contract schema `AccountExport`). */
export interface ExportStatus {
  state: 'none' | 'pending' | 'ready' | 'failed';
  requested_at: string | null;
  ready_at: string | null;
  expires_at: string | null;
  size: number | null;
  next_at: string | null;
}

/** One JSON file of the export: its name and the rows of the account it holds. */
interface Source {
  name: string;
  rows: (userId: number) => SQL;
}

/** Rows of `table` whose `column` is the account. */
const owned = (name: string, table: string, column = 'user_id'): Source => ({
  name,
  rows: (userId) =>
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId} order by 1`,
});

/** What the export holds besides the journal's Markdown (the account's rows, by table). */
const SOURCES: readonly Source[] = [
  owned('journal-entries', 'journal_entries'),
  {
    name: 'journal-insights',
    rows: (userId) =>
      sql`select i.* from journal_insights i join journal_entries e on e.id = i.entry_id where e.user_id = ${userId} order by i.entry_id, i.kind`,
  },
  owned('meal-categories', 'meal_categories'),
  owned('food-inventory', 'food_items'),
  owned('recipes', 'recipes'),
  owned('week-plan', 'week_plan_entries'),
  owned('grocery-list', 'grocery_items'),
  owned('projects', 'projects'),
  {
    name: 'project-tasks',
    rows: (userId) =>
      sql`select t.* from project_tasks t join projects p on p.id = t.project_id where p.user_id = ${userId} order by t.id`,
  },
  owned('dreams', 'dreams'),
  owned('farm-save', 'farm_saves'),
  {
    name: 'lyra-log',
    // Her log is kept by owner key (`user:<id>`), as the deletion finds it.
    rows: (userId) =>
      sql`select id, message, reply, source, created_at from lyra_chat where owner = ${`user:${String(userId)}`} order by id`,
  },
  {
    name: 'lyra-facts',
    rows: (userId) =>
      sql`select id, kind, text, created_at from lyra_facts where user_id = ${userId} order by id`,
  },
  owned('inbox', 'inbox_messages'),
  owned('forum-talks', 'forum_threads'),
  owned('forum-comments', 'forum_comments'),
  owned('blog-comments', 'blog_comments'),
  owned('community-chat', 'community_chat_messages'),
  owned('community-resources', 'community_resources'),
  owned('community-events', 'community_events'),
  owned('community-event-answers', 'community_event_rsvps'),
  owned('community-memberships', 'community_members'),
];

/** A file name's part from a title: lower case letters, digits and dashes, at most 60. */
function slug(title: string): string {
  const cut = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return cut || 'entry';
}

/** A YAML string: always double-quoted, with `"` and `\` escaped. */
const quoted = (text: string) => JSON.stringify(text);

interface JournalRow {
  id: number;
  title: string;
  content: string;
  tags: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** An entry as Markdown with its title, dates and tags in a front matter. */
export function entryMarkdown(entry: JournalRow): string {
  return [
    '---',
    `title: ${quoted(entry.title)}`,
    `created: ${iso(entry.created_at)}`,
    `updated: ${iso(entry.updated_at)}`,
    `tags: [${entry.tags.map(quoted).join(', ')}]`,
    '---',
    '',
    entry.content,
    '',
  ].join('\n');
}

/** The rows a raw query answered (drizzle's `execute` answers `{ rows }`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : result;
  return Array.isArray(rows)
    ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
}

/** JSON with bytes written as base64 and times as ISO strings. */
function json(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, field: unknown) =>
      field instanceof Uint8Array ? Buffer.from(field).toString('base64') : field,
    2,
  );
}

export interface AccountExportsDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  mailer: Mailer;
  /** Tells the account in its inbox that the export is ready. */
  notifyReady: (userId: number) => Promise<void>;
  /** Base of links in e-mails (PUBLIC_SITE_URL). */
  publicSiteUrl: string;
}

export class AccountExports {
  constructor(private readonly deps: AccountExportsDeps) {}

  /** The newest export of the account. */
  async status(userId: number): Promise<ExportStatus> {
    const { clock } = this.deps;
    const now = clock();
    const row = await this.newest(userId);
    const nextAt =
      row && now.getTime() - row.requestedAt.getTime() < EXPORT_EVERY_MS
        ? new Date(row.requestedAt.getTime() + EXPORT_EVERY_MS).toISOString()
        : null;
    if (!row || (row.state === 'ready' && row.expiresAt !== null && row.expiresAt <= now))
      return {
        state: 'none',
        requested_at: null,
        ready_at: null,
        expires_at: null,
        size: null,
        next_at: nextAt,
      };
    return {
      state: row.state,
      requested_at: row.requestedAt.toISOString(),
      ready_at: row.readyAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      size: row.size,
      next_at: nextAt,
    };
  }

  /** Asks for a new export (429 while the last one is less than a day old). */
  async request(userId: number): Promise<ExportStatus> {
    const { db, clock, jobs } = this.deps;
    const now = clock();
    await db.transaction(async (tx) => {
      // One request at a time per account: the row lock of the user.
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      const [recent] = await tx
        .select({ id: accountExports.id })
        .from(accountExports)
        .where(
          and(
            eq(accountExports.userId, userId),
            gt(accountExports.requestedAt, new Date(now.getTime() - EXPORT_EVERY_MS)),
          ),
        )
        .limit(1);
      if (recent)
        throw new HttpError(429, EXPORT_TEXTS.limited, {
          'Retry-After': String(Math.ceil(EXPORT_EVERY_MS / 1000)),
        });
      const [made] = await tx
        .insert(accountExports)
        .values({ userId, state: 'pending', requestedAt: now })
        .returning({ id: accountExports.id });
      if (!made) throw new Error('insert returned no row');
      await jobs.enqueue(exportJob, { exportId: made.id }, { db: tx });
    });
    jobs.wake();
    return this.status(userId);
  }

  /** The ZIP of the newest ready, unexpired export (404 otherwise) and its file name. */
  async file(userId: number): Promise<{ zip: Buffer; name: string }> {
    const { db, clock } = this.deps;
    const [row] = await db
      .select({ zip: accountExports.zip, readyAt: accountExports.readyAt })
      .from(accountExports)
      .where(
        and(
          eq(accountExports.userId, userId),
          eq(accountExports.state, 'ready'),
          gt(accountExports.expiresAt, clock()),
        ),
      )
      .orderBy(desc(accountExports.requestedAt))
      .limit(1);
    if (!row?.zip || !row.readyAt) throw notFound(EXPORT_TEXTS.noFile);
    return { zip: row.zip, name: `wegrow-export-${row.readyAt.toISOString().slice(0, 10)}.zip` };
  }

  /** The job: reads the account's data, zips it, keeps it, and tells the account. */
  async build(exportId: number): Promise<void> {
    const { db, clock, mailer, publicSiteUrl, notifyReady } = this.deps;
    const [job] = await db
      .select({ userId: accountExports.userId, state: accountExports.state })
      .from(accountExports)
      .where(eq(accountExports.id, exportId));
    if (!job || job.state !== 'pending') return;
    const { userId } = job;
    const [profile] = await db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        bio: users.bio,
        created_at: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!profile) return;
    const files: Record<string, Uint8Array> = {};
    files['README.txt'] = strToU8(
      [
        `Everything ${profile.username ?? profile.email} made on WeGrow, as of ${clock().toISOString()}.`,
        '',
        'journal/  each journal entry as Markdown, with its title, dates and tags at the top',
        'data/     one JSON file per kind of data (journal, meals, projects, talks, chat, ...)',
        'profile.json, and your picture when you have one',
        '',
      ].join('\n'),
    );
    files['profile.json'] = strToU8(json(profile));
    const [avatar] = await db
      .select({ data: avatars.data, contentType: avatars.contentType })
      .from(avatars)
      .where(eq(avatars.userId, userId));
    if (avatar) files[`picture.${avatar.contentType.split('/')[1] ?? 'img'}`] = avatar.data;
    const used = new Set<string>();
    for (const source of SOURCES) {
      const rows = rowsOf(await db.execute(source.rows(userId)));
      files[`data/${source.name}.json`] = strToU8(json(rows));
      if (source.name !== 'journal-entries') continue;
      for (const row of rows as unknown as JournalRow[]) {
        const base = `journal/${iso(row.created_at).slice(0, 10)}-${slug(row.title)}`;
        let name = `${base}.md`;
        for (let n = 2; used.has(name); n++) name = `${base}-${n}.md`;
        used.add(name);
        files[name] = strToU8(entryMarkdown(row));
      }
    }
    const zip = Buffer.from(zipSync(files, { level: 6 }));
    const readyAt = clock();
    await db
      .update(accountExports)
      .set({
        state: 'ready',
        zip,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + EXPORT_TTL_MS),
      })
      .where(eq(accountExports.id, exportId));
    await notifyReady(userId);
    mailer.send({
      to: profile.email,
      subject: 'Your WeGrow export is ready',
      text: [
        'Hello,',
        '',
        'The export of everything you made on WeGrow is ready. Download it from your Account',
        '(Security tab) within 7 days:',
        '',
        `${publicSiteUrl}/Account`,
        '',
        'WeGrow',
      ].join('\n'),
    });
  }

  /** The job failed for good: the export says so (a new one may be asked for tomorrow). */
  async fail(exportId: number): Promise<void> {
    await this.deps.db
      .update(accountExports)
      .set({ state: 'failed' })
      .where(and(eq(accountExports.id, exportId), eq(accountExports.state, 'pending')));
  }

  private async newest(userId: number) {
    const [row] = await this.deps.db
      .select({
        state: accountExports.state,
        requestedAt: accountExports.requestedAt,
        readyAt: accountExports.readyAt,
        expiresAt: accountExports.expiresAt,
        size: sql<number | null>`octet_length(${accountExports.zip})`,
      })
      .from(accountExports)
      .where(eq(accountExports.userId, userId))
      .orderBy(desc(accountExports.requestedAt))
      .limit(1);
    return row;
  }
}
