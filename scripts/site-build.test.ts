/**
 * `npm start`'s site build (scripts/site-build.mjs), on a made-up repository with a stand-in
 * build: skipped while the inputs' hash is unchanged; a new build goes to a folder of its own and
 * the served link moves only once it is complete; the build a running server resolved stays there.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HASH_FILE, inputsHash, prepareSite, sitePaths } from './site-build.mjs';

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'wegrow-site-build-'));
  write('package.json', '{}');
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('apps/site/src/main.tsx', 'export const version = 1;\n');
  write('packages/ui/src/Button.tsx', 'export const Button = 1;\n');
  write('openapi/openapi.yaml', 'openapi: 3.1.0\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for the vite build: an index.html naming `label`, and a hashed asset. */
function fakeBuild(label: string, calls: string[], during?: (outDir: string) => void) {
  return (outDir: string) => {
    calls.push(outDir);
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, 'assets', `app-${label}.js`), `console.log('${label}');`);
    during?.(outDir);
    writeFileSync(join(outDir, 'index.html'), `<script src="/assets/app-${label}.js"></script>`);
  };
}

/** What a server started on the link would serve: the folder it resolves, and its index. */
function served() {
  const dir = realpathSync(sitePaths(root).link);
  return { dir, index: readFileSync(join(dir, 'index.html'), 'utf8') };
}

describe('the inputs hash', () => {
  it('changes with a source, the lockfile or the contract, not with outputs or caches', () => {
    const first = inputsHash(root);
    expect(inputsHash(root)).toBe(first);
    write('apps/site/dist/index.html', 'built');
    write('apps/site/.cache/builds/x/index.html', 'built');
    write('packages/ui/node_modules/dep/index.js', 'dependency');
    expect(inputsHash(root)).toBe(first);

    write('packages/ui/src/Button.tsx', 'export const Button = 2;\n');
    const second = inputsHash(root);
    expect(second).not.toBe(first);
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# changed\n');
    expect(inputsHash(root)).not.toBe(second);
  });
});

describe('prepareSite', () => {
  it('builds once, then skips the build while the inputs are unchanged', () => {
    const calls: string[] = [];
    const first = prepareSite({ root, build: fakeBuild('a', calls) });
    expect(first.built).toBe(true);
    expect(calls).toHaveLength(1);
    expect(served().index).toContain('app-a.js');
    const hash = inputsHash(root);
    expect(readFileSync(join(first.dir, HASH_FILE), 'utf8').trim()).toBe(hash);
    // The link is relative, so the checkout can move.
    expect(readlinkSync(first.siteDir)).toBe(join('builds', hash));

    const again = prepareSite({ root, build: fakeBuild('b', calls) });
    expect(again.built).toBe(false);
    expect(calls).toHaveLength(1);
    expect(served().index).toContain('app-a.js');
  });

  it('leaves the old build served until the new one is complete, and keeps it for its server', () => {
    const calls: string[] = [];
    prepareSite({ root, build: fakeBuild('a', calls) });
    // A server started now resolves the link once (platform/site.ts) and keeps this folder.
    const running = served();

    write('apps/site/src/main.tsx', 'export const version = 2;\n');
    const seenDuring: { dir: string; index: string }[] = [];
    const next = prepareSite({
      root,
      build: fakeBuild('b', calls, (outDir) => {
        // Half-way through the new build: the link still shows the old, complete build, and
        // the new build is in a folder of its own.
        seenDuring.push(served());
        expect(outDir.startsWith(sitePaths(root).builds)).toBe(true);
        expect(realpathSync(outDir)).not.toBe(running.dir);
      }),
    });
    expect(seenDuring).toEqual([running]);
    expect(next.built).toBe(true);
    expect(served().index).toContain('app-b.js');
    // The running server's build is still whole.
    expect(readFileSync(join(running.dir, 'index.html'), 'utf8')).toContain('app-a.js');
    expect(existsSync(join(running.dir, 'assets', 'app-a.js'))).toBe(true);
  });

  it('keeps the link on the old build when a build fails', () => {
    prepareSite({ root, build: fakeBuild('a', []) });
    write('apps/site/src/main.tsx', 'export const version = 3;\n');
    expect(() =>
      prepareSite({
        root,
        build: () => {
          throw new Error('vite failed');
        },
      }),
    ).toThrow('vite failed');
    expect(served().index).toContain('app-a.js');
  });
});
