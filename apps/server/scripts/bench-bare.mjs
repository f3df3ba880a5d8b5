/**
 * The baselines of `pnpm bench:api`: a bare Fastify with GET /hello ({hello: 'world'}) and, when
 * DATABASE_URL is set, GET /row (one single-row SELECT through a node-postgres pool of 10, as the
 * server's) and GET /me, /journal, /chat (the SQL of WeGrow's signed-in reads, nothing else around
 * it). Listens on PORT and prints `ready` once up.
 */
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/row', async () => {
    const { rows } = await pool.query('select id, email, username from users where id = $1', [1]);
    return rows[0] ?? null;
  });
  // The SQL WeGrow sends for its signed-in reads (bench1, user 1, a member of community 1), with
  // the same answers' shapes: what the server would cost with nothing but Fastify and pg around it.
  app.get('/me', async () => {
    const { rows } = await pool.query(
      `select u.id, u.email, u.username, u.bio, a.version
         from users u left join avatars a on a.user_id = u.id where u.id = $1`,
      [1],
    );
    const row = rows[0];
    return { id: row.id, email: row.email, username: row.username, bio: row.bio, avatar_url: null };
  });
  app.get('/journal', async () => {
    const entries = await pool.query(
      `select * from journal_entries where user_id = $1 order by created_at desc, id desc limit $2`,
      [1, 50],
    );
    const insights = await pool.query(
      `select i.* from journal_insights i where i.entry_id in (select id from journal_entries
        where user_id = $1 order by created_at desc, id desc limit $2)`,
      [1, 50],
    );
    return entries.rows.map((e) => ({
      id: e.id,
      title: e.title,
      content: e.content,
      created_at: e.created_at.toISOString(),
      updated_at: e.updated_at.toISOString(),
      insights: insights.rows.filter((i) => i.entry_id === e.id),
    }));
  });
  app.get('/chat', async (_request, reply) => {
    const access = await pool.query(
      `select c.*, m.is_approved from communities c
         left join community_members m on m.community_id = c.id and m.user_id = $2
        where c.id = $1`,
      [1, 1],
    );
    if (!access.rows[0]?.is_approved) return reply.status(403).send({ detail: 'Members only.' });
    const { rows } = await pool.query(
      `select m.id, m.community_id, m.user_id, m.content, m.created_at, u.username
         from community_chat_messages m join users u on u.id = m.user_id
        where m.community_id = $1 and m.id < $2 order by m.id desc limit 200`,
      [1, 2_147_483_647],
    );
    return rows.reverse().map((m) => ({
      id: m.id,
      community_id: m.community_id,
      user_id: m.user_id,
      username: m.username,
      content: m.content,
      created_at: m.created_at.toISOString(),
    }));
  });
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
