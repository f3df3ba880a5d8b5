/**
 * Proves the layer rules bite: each snippet below breaks one rule of docs/architecture.md and
 * ESLint must report it; the allowed imports must pass. The files are linted in memory at a path
 * inside the package they pretend to live in.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** A fixture of `scripts/fixtures/features/account/`, linted as a file of the account domain. */
function accountFixture(name: string): [filePath: string, code: string] {
  const code = readFileSync(
    new URL(`./fixtures/features/account/${name}`, import.meta.url),
    'utf8',
  );
  return [`packages/features/src/account/${name}`, code];
}

// Each case runs ESLint with the type-aware config: seconds each, more on a loaded machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['ui imports the api package', 'packages/ui/src/bad.ts', "import '@wegrow/api';\n"],
    [
      'ui imports features by path',
      'packages/ui/src/bad.ts',
      "import '../../features/src/index';\n",
    ],
    ['api imports ui', 'packages/api/src/bad.ts', "import '@wegrow/ui';\n"],
    ['api imports ui by path', 'packages/api/src/bad.ts', "import '../../ui/src/index';\n"],
    ['features imports the site', 'packages/features/src/bad.ts', "import '@wegrow/site';\n"],
    ['server imports ui', 'apps/server/src/bad.ts', "import '@wegrow/ui';\n"],
    ['server imports the api client', 'apps/server/src/bad.ts', "import '@wegrow/api';\n"],
    [
      'server imports the site by path',
      'apps/server/src/bad.ts',
      "import '../../site/src/main';\n",
    ],
  ])('rejects: %s', async (_name, filePath, code) => {
    const ids = await ruleIdsFor(filePath, code);
    expect(
      ids.some((id) => id === 'no-restricted-imports' || id === 'import-x/no-restricted-paths'),
    ).toBe(true);
  });

  it.each([
    [
      'features imports ui and api',
      'packages/features/src/ok.ts',
      "import '@wegrow/ui';\nimport '@wegrow/api';\n",
    ],
    ['the site imports features', 'apps/site/src/ok.ts', "import '@wegrow/features';\n"],
    [
      'the server imports the generated schema types',
      'apps/server/src/ok.ts',
      "import type {} from '@wegrow/api/schema';\n",
    ],
  ])('allows: %s', async (_name, filePath, code) => {
    const ids = await ruleIdsFor(filePath, code);
    expect(
      ids.filter((id) => id === 'no-restricted-imports' || id === 'import-x/no-restricted-paths'),
    ).toEqual([]);
  });

  describe('feature domains', () => {
    it("rejects a domain importing another domain's internals", async () => {
      const ids = await ruleIdsFor(...accountFixture('reaches-into-auth.ts'));
      expect(ids).toEqual(['import-x/no-restricted-paths']);
    });

    it('allows another domain through its index.ts, and shared, session and routes at any depth', async () => {
      expect(await ruleIdsFor(...accountFixture('through-the-index.ts'))).toEqual([]);
    });

    it('rejects production code importing the test harness', async () => {
      const ids = await ruleIdsFor(...accountFixture('uses-the-harness.ts'));
      expect(ids).toEqual(['import-x/no-restricted-paths']);
      expect(
        await ruleIdsFor('apps/site/src/bad.ts', "import '@wegrow/features/testing';\n"),
      ).toContain('import-x/no-restricted-paths');
    });

    it('allows stories and tests to use the test harness', async () => {
      const [, code] = accountFixture('uses-the-harness.ts');
      expect(await ruleIdsFor('packages/features/src/account/harness.test.tsx', code)).toEqual([]);
      expect(
        await ruleIdsFor('apps/site/src/ok.test.ts', "import '@wegrow/features/testing/unit';\n"),
      ).toEqual([]);
    });
  });

  it('rejects an import cycle', async () => {
    // a.ts imports b.ts which imports a.ts: both exist only as fixtures on disk for this test.
    const ids = await ruleIdsFor(
      'scripts/fixtures/cycle-a.ts',
      "import { b } from './cycle-b';\nexport const a = b;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });
});
