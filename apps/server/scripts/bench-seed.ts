/**
 * Realistic data for `pnpm bench:api`, written with a few bulk SQL inserts (generate_series) into
 * the configured database (`DATA_DIR`'s embedded one, or `DATABASE_URL`), migrated first: 1,000
 * users (bench1@example.org … bench1000@example.org, all with the password BENCH_PASSWORD), 50,000
 * journal entries (50 each), 200 communities of 20 members with 100 chat messages each, 50 blog
 * posts and 2,000 forum threads with 5 comments each. Run it on an empty database, with the server
 * stopped (PGlite is one process at a time).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db';
import { loadConfig } from '../src/platform/config';
import { Passwords } from '../src/platform/passwords';
import { schema } from '../src/schema';

export const BENCH_PASSWORD = 'bench-password-42';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase(config.database, schema);
const { db } = database;
const hash = await new Passwords().hash(BENCH_PASSWORD);

const steps: [string, ReturnType<typeof sql>][] = [
  [
    // Verified: the mixed run posts to chats and the forum, which an unverified account may not.
    '1,000 users',
    sql`insert into users (email, password_hash, username, created_at, email_verified_at)
        select 'bench' || n || '@example.org', ${hash}, 'bench' || n, now() - n * interval '1 hour', now()
        from generate_series(1, 1000) n`,
  ],
  [
    '50,000 journal entries',
    sql`insert into journal_entries (user_id, title, content, created_at, updated_at)
        select u.id, 'Day ' || n, repeat('The beans are up and the soil is warm. ', 6),
               now() - n * interval '1 day', now() - n * interval '1 day'
        from users u cross join generate_series(1, 50) n`,
  ],
  [
    '200 communities',
    sql`insert into communities (name, description, creator_id, created_at, updated_at)
        select 'Community ' || n, 'Growing together, street ' || n, n, now(), now()
        from generate_series(1, 200) n`,
  ],
  [
    '4,000 memberships',
    sql`insert into community_members (community_id, user_id, is_approved, is_admin, requested_at, approved_at)
        select c.id, ((c.id - 1 + k * 50) % 1000) + 1, true, k = 0, now(), now()
        from communities c cross join generate_series(0, 19) k`,
  ],
  [
    '20,000 chat messages',
    sql`insert into community_chat_messages (community_id, user_id, content, created_at)
        select c.id, ((c.id - 1 + (n % 20) * 50) % 1000) + 1, 'Message ' || n || ': who has spare seedlings?',
               now() - (100 - n) * interval '1 minute'
        from communities c cross join generate_series(1, 100) n`,
  ],
  [
    '50 blog posts',
    sql`insert into blog_posts (title, content, created_at, updated_at)
        select 'Post ' || n, repeat('What we learned this season. ', 40), now() - n * interval '1 week', now()
        from generate_series(1, 50) n`,
  ],
  [
    '2,000 forum threads',
    sql`insert into forum_threads (user_id, text, created_at)
        select (n % 1000) + 1, 'Question ' || n || ': when to plant garlic?', now() - n * interval '1 hour'
        from generate_series(1, 2000) n`,
  ],
  [
    '10,000 forum comments',
    sql`insert into forum_comments (thread_id, user_id, text, created_at)
        select t.id, ((t.id + k) % 1000) + 1, 'In autumn, before the frost.', t.created_at + k * interval '1 minute'
        from forum_threads t cross join generate_series(1, 5) k`,
  ],
  [
    'a collective dream',
    sql`insert into collective_dreams (summary, mantra, count, source, trigger, slot, created_at)
        values (repeat('Gardens on every roof, orchards in every school. ', 20), 'We grow together',
                40, 'local', 'nightly', '2026-01-01T00:00:00.000Z', now())`,
  ],
  [
    '20 bills, fetched just now',
    sql`insert into bills_cache (key, bills, fetched_at)
        select 'current', jsonb_agg(jsonb_build_object(
          'short_title', 'Community Gardens Act ' || n, 'title', 'An Act to support community gardens ' || n,
          'number', 'C-' || (200 + n), 'sponsor', jsonb_build_object('name', 'Jane Doe'),
          'status', 'At second reading in the House of Commons', 'session', '45-1',
          'introduced', '2025-10-02', 'url', 'https://www.parl.ca/legisinfo/en/bill/45-1/c-' || (200 + n))),
          now()
        from generate_series(1, 20) n`,
  ],
];

for (const [what, statement] of steps) {
  const at = Date.now();
  await db.execute(statement);
  console.error(`seeded ${what} in ${Date.now() - at} ms`);
}
await db.execute(sql`analyze`);
await database.close();
console.error(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
