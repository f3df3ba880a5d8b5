/**
 * Migrations that change tables holding data: applied to a database migrated up to the one before,
 * with rows in it, as an upgrade does (an in-memory PGlite, whatever DATABASE_URL says: what is
 * tested is the SQL of the migration).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGES } from '../src/domains/inbox';
import { MIGRATIONS_FOLDER } from '../src/platform/db';
import { POSTGRES_PASS } from './helpers/passes';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(POSTGRES_PASS)('0002_inbox_sender_subject', () => {
  it('gives the messages already delivered a system sender and a subject', async () => {
    const before = migrationsBefore('0002_inbox_sender_subject');
    folders.push(before);
    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into users (id, email, password_hash, created_at) values (1, 'a@example.org', 'x', now());
        insert into inbox_messages (user_id, content, read, created_at) values
          (1, '${SYSTEM_MESSAGES.welcome.content}', true, now()),
          (1, '${SYSTEM_MESSAGES.passwordChanged.content}', false, now()),
          (1, 'Your journal entry "Morning pages" was saved.', false, now()),
          (1, E'  A long note\\n\\nthat goes on and on, well past the sixty characters a subject keeps', false, now());
      `);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const { rows } = await client.query<{
        sender_kind: string;
        sender_name: string;
        subject: string;
      }>('select sender_kind, sender_name, subject from inbox_messages order by id');
      expect(rows).toEqual([
        { sender_kind: 'system', sender_name: 'WeGrow', subject: 'Welcome to WeGrow' },
        { sender_kind: 'system', sender_name: 'WeGrow', subject: 'Your password was changed' },
        {
          sender_kind: 'system',
          sender_name: 'WeGrow',
          subject: 'Your journal entry "Morning pages" was saved.',
        },
        {
          sender_kind: 'system',
          sender_name: 'WeGrow',
          subject: 'A long note that goes on and on, well past the sixty charac…',
        },
      ]);
      // The columns have no defaults left: every new message states its sender and subject.
      await expect(
        client.query(
          `insert into inbox_messages (user_id, content, created_at) values (1, 'x', now())`,
        ),
      ).rejects.toThrow(/null value/);
      await expect(
        client.query(
          `insert into inbox_messages (user_id, sender_kind, sender_name, subject, content, created_at)
           values (1, 'robot', 'R2', 'Beep', 'x', now())`,
        ),
      ).rejects.toThrow(/sender_kind_check/);
    } finally {
      await client.close();
    }
  }, 120_000);
});
