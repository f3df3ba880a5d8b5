/**
 * Precompressed copies of the build: `<file>.br` (brotli, best) and `<file>.gz` (gzip, best)
 * beside each text file, which the server sends to a client that accepts the encoding
 * (`@fastify/static`'s `preCompressed`), so nothing is compressed per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing (fonts and images are compressed already; source maps are for tools). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml)$/;

/** The files under `dir`, without dot-folders (`.vite`: the manifest is for the build's tools). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Writes the `.br` and `.gz` siblings of every compressible file under `dir`, each only when it
 * is smaller than the file. Returns how many files were compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const targets = files(dir).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    targets.map(async (file) => {
      const content = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      if (gzipped.length < content.length) writeFileSync(`${file}.gz`, gzipped);
    }),
  );
  return targets.length;
}
