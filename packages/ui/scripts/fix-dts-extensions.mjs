// tsc writes declaration files with the extensionless relative specifiers of the source
// (`from './Button'`), which `moduleResolution: node16/nodenext` consumers cannot resolve.
// This rewrites every relative specifier in dist/**/*.d.ts to the `.js` path of the emitted
// module (`./Button.js`, `./components/index.js`), matching the ESM files Rollup wrote.
// An unresolvable relative specifier fails the build rather than shipping broken types.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

/** `from '…'`, `import '…'`, `export … from '…'` and `import('…')` with a relative specifier. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;

/** @param {string} dir @returns {Generator<string>} */
function* declarationFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarationFiles(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

/** @param {string} file @param {string} specifier */
function withExtension(file, specifier) {
  if (/\.([mc]?js|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(
    `${relative(dist, file)}: cannot resolve '${specifier}' to an emitted declaration file`,
  );
}

let rewritten = 0;
for (const file of declarationFiles(dist)) {
  const source = readFileSync(file, 'utf8');
  const output = source.replace(
    SPECIFIER,
    (
      /** @type {string} */ _match,
      /** @type {string} */ lead,
      /** @type {string} */ quote,
      /** @type {string} */ specifier,
    ) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (output !== source) {
    writeFileSync(file, output);
    rewritten += 1;
  }
}
console.log(`fix-dts-extensions: rewrote relative specifiers in ${rewritten} declaration files`);
