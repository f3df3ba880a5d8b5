import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

export interface AppOptions {
  /** Folder of the built site to serve with SPA fallback; nothing is served when absent. */
  siteDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the WeGrow server: the API under /api and the built site beside it. */
export async function buildApp({
  siteDir,
  logger = false,
}: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, requestTimeout: 30_000 });

  // Every error leaves as { detail } with its status; a stack trace never reaches the client.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    void reply
      .status(status)
      .send({ detail: status >= 500 ? 'Internal server error' : error.message });
  });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok' }));
      api.setNotFoundHandler((request, reply) => {
        void reply
          .status(404)
          .send({ detail: `No API route for ${request.method} ${request.url}` });
      });
    },
    { prefix: '/api' },
  );

  const root = siteDir ? resolve(siteDir) : undefined;
  if (root && existsSync(resolve(root, 'index.html'))) {
    await app.register(fastifyStatic, { root, wildcard: false });
    // Client-side routes: any other GET that wants a page gets the app's index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/'))
        return reply.sendFile('index.html');
      return reply.status(404).send({ detail: 'Not found' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));
  }

  return app;
}
