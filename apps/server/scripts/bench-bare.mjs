/**
 * The baselines of `pnpm bench:api`: a bare Fastify with GET /hello ({hello: 'world'}) and, when
 * DATABASE_URL is set, GET /row (one single-row SELECT through a node-postgres pool of 10, as the
 * server's). Listens on PORT and prints `ready` once up.
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
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
