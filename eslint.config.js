import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers and which way imports may flow (docs/architecture.md):
 * the contract (openapi/) is the root both sides read; ui and api are leaves; features may use ui and api; the site may use all three;
 * the server uses no front-end package except the generated schema types of api.
 */
export const boundaryZones = [
  {
    target: './openapi',
    from: ['./packages', './apps'],
    message: '@wegrow/contract is the root of both sides: it imports no other package.',
  },
  {
    target: './packages/ui',
    from: ['./packages/api', './packages/features', './apps'],
    message: '@wegrow/ui is a leaf: it knows nothing of the API, the screens or the apps.',
  },
  {
    target: './packages/api',
    from: ['./packages/ui', './packages/features', './apps'],
    message:
      '@wegrow/api is a leaf: it knows nothing of the design system, the screens or the apps.',
  },
  {
    target: './packages/features',
    from: ['./apps'],
    message: '@wegrow/features may import @wegrow/ui and @wegrow/api only.',
  },
  {
    target: './apps/server',
    from: ['./packages/ui', './packages/features', './apps/site', './packages/api'],
    except: ['./src/schema.d.ts'],
    message: 'The server imports no front-end package (the generated schema types excepted).',
  },
  {
    target: './apps/site',
    from: ['./apps/server'],
    message: 'The site talks to the server over HTTP only.',
  },
];

const FEATURES_SRC = './packages/features/src';

/**
 * Folders of `packages/features/src` every domain may reach into: they are the features' own
 * infrastructure (docs/architecture.md), not domains.
 */
export const openFeatureFolders = ['shared', 'session', 'testing', 'routes'];

/**
 * A feature domain (`packages/features/src/<domain>/`) is reached from another folder only through
 * its `index.ts` (`../auth`, never `../auth/LoginScreen/LoginForm`). One zone per domain, found on
 * disk, so a new domain is covered the day its folder appears.
 */
export function featureDomainZones(root = FEATURES_SRC) {
  const folders = readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return folders
    .filter((domain) => !openFeatureFolders.includes(domain))
    .map((domain) => ({
      target: folders.filter((other) => other !== domain).map((other) => `${root}/${other}`),
      from: `${root}/${domain}`,
      except: ['./index.ts'],
      message: `Another folder may import the ${domain} domain only through its index.ts; shared pieces move to features/src/shared.`,
    }));
}

/** The test harness reaches the site and the screens only through stories and tests. */
export const testHarnessZone = {
  target: [FEATURES_SRC, './apps/site/src'],
  from: `${FEATURES_SRC}/testing`,
  message:
    'The test harness (@wegrow/features/testing) is for stories and tests; production code never imports it.',
};

/** Stories, tests and their helpers: the only files that may use the test harness. */
const testSupportFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/storybook.tsx',
  'packages/features/src/testing/**',
  'apps/site/src/routes/testSite.tsx',
];

const restrictedPaths = [...boundaryZones, ...featureDomainZones()];

/** Package names that resolve to workspace sources, checked by the same rules (the server has its own block below). */
const packageImportRules = {
  openapi: ['@wegrow/api', '@wegrow/ui', '@wegrow/features', '@wegrow/site', '@wegrow/server'],
  'packages/ui': ['@wegrow/api', '@wegrow/features', '@wegrow/site', '@wegrow/server'],
  'packages/api': ['@wegrow/ui', '@wegrow/features', '@wegrow/site', '@wegrow/server'],
  'packages/features': ['@wegrow/site', '@wegrow/server'],
  'apps/site': ['@wegrow/server'],
};

/** What no server file may import. */
const serverImportPatterns = [
  {
    group: [
      '@wegrow/ui',
      '@wegrow/ui/*',
      '@wegrow/features',
      '@wegrow/features/*',
      '@wegrow/site',
      '@wegrow/site/*',
    ],
    message: 'The server imports no front-end package (docs/architecture.md).',
  },
  {
    regex: '^@wegrow/api(?!/schema$)(/.*)?$',
    message:
      'The server may import only the generated schema types: `import type … from "@wegrow/api/schema"`.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'data/**',
      '**/.cache/**',
      'packages/api/src/schema.d.ts',
      'packages/api/public/mockServiceWorker.js',
      // Deliberate violations, linted only by scripts/lint-boundaries.test.ts.
      'scripts/fixtures/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: restrictedPaths }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  ...Object.entries(packageImportRules).map(([dir, banned]) => ({
    files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: banned.map((name) => ({
            group: [name, `${name}/*`],
            message: `${dir} may not import ${name} (see the layer rules in docs/architecture.md).`,
          })),
        },
      ],
    },
  })),
  {
    // Production code of the screens and the site never imports the test harness.
    files: ['packages/features/src/**/*.{ts,tsx}', 'apps/site/src/**/*.{ts,tsx}'],
    ignores: testSupportFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...restrictedPaths, testHarnessZone] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportPatterns }] },
  },
  {
    // A domain reaches another only through its index (its defineDomain and exported types).
    files: ['apps/server/src/domains/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverImportPatterns,
            {
              regex: '^\\.\\./(?!\\.)[^/]+/',
              message:
                "A domain uses another only through its index (`import { inbox } from '../inbox'`, then `deps.serviceOf(inbox)`), never its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
);
