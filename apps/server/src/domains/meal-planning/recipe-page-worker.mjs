/**
 * Reads recipe pages in a worker thread of its own (recipe-page-thread.ts starts it), so a page
 * that takes long to read holds this thread, never the server's event loop, and can be ended.
 * Messages, each answered with the same `id`:
 *   { id, page: Uint8Array, charset?: string }  →  { id, draft: RecipeDraft | null }
 *                                                   { id, tooComplex: string }  (past PAGE_LIMITS)
 *                                                   { id, error: string }       (anything else)
 * recipe-page.ts is TypeScript: it is loaded through tsx's scoped import, which works the same
 * whether the server runs with `node --import tsx` or inside Vitest.
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

if (!parentPort) throw new Error('recipe-page-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {typeof import('./recipe-page.ts')} */
const { readRecipePage, RecipePageTooComplex } = await tsImport(
  './recipe-page.ts',
  import.meta.url,
);

port.on(
  'message',
  (/** @type {{ id: number, page: Uint8Array, charset?: string }} */ { id, page, charset }) => {
    try {
      const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
      port.postMessage({ id, draft: readRecipePage(bytes, charset) });
    } catch (error) {
      if (error instanceof RecipePageTooComplex)
        port.postMessage({ id, tooComplex: error.message });
      else port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
port.postMessage({ ready: true });
