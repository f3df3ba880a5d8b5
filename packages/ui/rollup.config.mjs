// Builds the published package: ESM modules (tree-shakable, one file per source module) and one
// extracted stylesheet, dist/styles.css, for consumers to import as '@wegrow/ui/styles.css'.
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
].map((name) => new RegExp(`^${name}(/.*)?$`));

export default {
  input: 'src/index.ts',
  external: (id) => external.some((re) => re.test(id)),
  plugins: [
    // Short hashed class names: the published CSS and JS stay small (debug names are for dev).
    vanillaExtractPlugin({
      identifiers: 'short',
      extract: { name: 'styles.css', sourcemap: true },
    }),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ],
  output: {
    dir: 'dist',
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    assetFileNames: '[name][extname]',
    sourcemap: true,
  },
};
