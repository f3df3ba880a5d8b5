/**
 * The type-check (`pnpm typecheck`: `tsc -b tsconfig.check.json`) builds one TypeScript project
 * per workspace package, each checked once and read by the others as declarations. A package
 * left out of it would not be checked at all, and nothing would say so: these tests say so. They
 * also hold each project to the files its tsconfig.json names (the editor's view), and the root
 * project to every file of .storybook (`include: [".storybook"]` used to match only the six
 * files other code imports: a dot folder is skipped by TypeScript's directory match).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The workspace's package folders (pnpm-workspace.yaml), relative to the root. */
function workspaceFolders(): string[] {
  const { packages } = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')) as {
    packages: string[];
  };
  return packages.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json')));
  });
}

/** Every folder with a tsconfig.json a package's `typecheck` script reads (the ui's scripts too). */
const PROJECTS = [...workspaceFolders(), 'packages/ui/scripts'];

/** The parsed config (extends followed) of a tsconfig file. */
function parsed(file: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, file), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`${file} could not be read`);
  return config;
}

const referenced = (config: ts.ParsedCommandLine) =>
  (config.projectReferences ?? []).map((reference) =>
    relative(
      root,
      reference.path.endsWith('.json') ? reference.path : join(reference.path, 'tsconfig.json'),
    ),
  );

describe('the type-check by project references', () => {
  it('is what `pnpm typecheck` runs', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['typecheck']).toBe('tsc -b tsconfig.check.json');
  });

  it('has a composite project for every package, referenced by the root one', () => {
    const rootProject = parsed('tsconfig.check.json');
    expect(rootProject.options.composite).toBe(true);
    expect(referenced(rootProject).sort()).toEqual(
      PROJECTS.map((dir) => `${dir}/tsconfig.check.json`).sort(),
    );
    for (const dir of PROJECTS) {
      const project = parsed(`${dir}/tsconfig.check.json`);
      expect(project.options.composite, dir).toBe(true);
      expect(project.options.emitDeclarationOnly, dir).toBe(true);
      // Its declarations and build info stay out of the tree, in the gitignored cache.
      expect(relative(root, project.options.outDir ?? ''), dir).toBe(`.cache/tsc/${dir}`);
      expect(relative(root, project.options.tsBuildInfoFile ?? ''), dir).toBe(
        `.cache/tsc/${dir}.tsbuildinfo`,
      );
    }
  });

  it('checks at least the files of each tsconfig.json, with its strictness', () => {
    for (const dir of ['.', ...PROJECTS]) {
      const editor = parsed(`${dir}/tsconfig.json`);
      const check = parsed(`${dir}/tsconfig.check.json`);
      const checked = new Set(check.fileNames);
      expect(
        editor.fileNames.filter((file) => !checked.has(file)).map((file) => relative(root, file)),
        `${dir}: files of tsconfig.json the check leaves out`,
      ).toEqual([]);
      for (const option of ['strict', 'noUncheckedIndexedAccess', 'noImplicitOverride'] as const)
        expect(check.options[option], `${dir}: ${option}`).toBe(editor.options[option]);
    }
  });

  it('references the project of every workspace package a package depends on', () => {
    const byName = new Map(
      workspaceFolders().map((dir) => [
        (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string })
          .name,
        dir,
      ]),
    );
    for (const dir of workspaceFolders()) {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const needed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
        .map((name) => byName.get(name))
        .filter((found): found is string => Boolean(found))
        .map((found) => `${found}/tsconfig.check.json`);
      expect(referenced(parsed(`${dir}/tsconfig.check.json`)).sort(), dir).toEqual(
        expect.arrayContaining(needed),
      );
    }
  });

  it('type-checks every TypeScript file of .storybook in the root project', () => {
    const storybook = join(root, '.storybook');
    const files = readdirSync(storybook)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(storybook, name));
    expect(files.length).toBeGreaterThan(6);
    const checked = new Set(parsed('tsconfig.json').fileNames);
    expect(files.filter((file) => !checked.has(file)).map((file) => relative(root, file))).toEqual(
      [],
    );
  });
});
