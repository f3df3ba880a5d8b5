// Size budget: what a consumer pays for `import { Button } from '@wegrow/ui'` plus
// `import '@wegrow/ui/styles.css'`, bundled the way an app bundler would (esbuild, minified,
// tree-shaken, React left external because every consumer already ships it).
// Measures the dist/ of the packed tarball, what consumers receive (pack.mjs: the tarball built
// once per change of the sources, built first when missing or stale).
import { build } from 'esbuild';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageDir, packedTarball, unpacked } from './pack.mjs';

/**
 * Budgets in gzip bytes. Measured for the first release: JS 2.5 KB (Button, Radix Slot, clsx and
 * the recipe runtime; the rest of the package tree-shakes away), CSS 9.0 KB (the one stylesheet
 * of the whole design system). The budgets leave about 20–60% headroom.
 */
export const BUDGET = {
  js: 4 * 1024,
  css: 11 * 1024,
};

const dist = join(unpacked(packedTarball().tarball), 'dist');

const entry = `
import { Button } from ${JSON.stringify(join(dist, 'index.js'))};
import ${JSON.stringify(join(dist, 'styles.css'))};
export const used = Button;
`;

const result = await build({
  stdin: { contents: entry, resolveDir: packageDir, loader: 'js', sourcefile: 'consumer.js' },
  bundle: true,
  minify: true,
  treeShaking: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The unpacked tarball has no node_modules: its dependencies resolve from the package's own.
  nodePaths: [join(packageDir, 'node_modules')],
  outdir: join(packageDir, '.size-out'),
  write: false,
  logLevel: 'error',
});

const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
for (const file of result.outputFiles) {
  const kind = file.path.endsWith('.css') ? 'css' : 'js';
  sizes[kind].raw += file.contents.byteLength;
  sizes[kind].gzip += gzipSync(file.contents, { level: 9 }).byteLength;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let over = false;
for (const kind of /** @type {const} */ (['js', 'css'])) {
  const { raw, gzip } = sizes[kind];
  const ok = gzip <= BUDGET[kind];
  over ||= !ok;
  console.log(
    `${kind.toUpperCase().padEnd(3)} ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip  (budget ${kb(BUDGET[kind])} gzip) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over) {
  console.error('size: over budget');
  process.exit(1);
}
