// The throw-away consumer app of consumer.test.ts installs exactly what the workspace has
// installed, never what the registry serves that day: its package.json names exact versions and
// its pnpm-lock.yaml is cut from the workspace's own (the app's direct dependencies as the root
// importer resolved them, @wegrow/ui's dependencies as packages/ui's importer resolved them, and
// everything they reach). `pnpm install --offline --frozen-lockfile` then links it all from the
// pnpm store the workspace install filled: no registry, no resolution, no new release mid-week.

/**
 * @typedef {{ specifier: string, version: string }} ImporterDependency
 * @typedef {{ dependencies?: Record<string, ImporterDependency>, devDependencies?: Record<string, ImporterDependency>, optionalDependencies?: Record<string, ImporterDependency> }} Importer
 * @typedef {{ dependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} Snapshot
 * @typedef {{ lockfileVersion: string, settings?: Record<string, unknown>, importers: Record<string, Importer>, packages?: Record<string, Record<string, unknown>>, snapshots?: Record<string, Snapshot> }} Lockfile
 * @typedef {{ name: string, version: string, dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} Manifest
 */

/** A locked version without its peers' suffix: `1.3.1(react@19.3.1)` → `1.3.1`. */
export function withoutPeers(/** @type {string} */ version) {
  const paren = version.indexOf('(');
  return paren === -1 ? version : version.slice(0, paren);
}

/**
 * The snapshot key of a dependency: `name@version`, or the version itself for an alias
 * (`string-width-cjs: string-width@4.2.3`).
 * @param {string} name
 * @param {string} version
 */
export function snapshotKey(name, version) {
  return /^(@[^/@]+\/)?[^@/(][^@(]*@/.test(version) ? version : `${name}@${version}`;
}

/**
 * An importer's resolved dependency (any dependency field), or an error naming what to run.
 * @param {Lockfile} lock
 * @param {string} importer
 * @param {string} name
 */
function locked(lock, importer, name) {
  const entry = lock.importers[importer];
  const found =
    entry?.dependencies?.[name] ??
    entry?.devDependencies?.[name] ??
    entry?.optionalDependencies?.[name];
  if (!found) {
    throw new Error(
      `pnpm-lock.yaml has no ${name} for the importer "${importer}": add it to its package.json and run pnpm install`,
    );
  }
  if (/^(link|file|workspace):/.test(found.version)) {
    throw new Error(`${name} is a workspace package (${found.version}), not an installable one`);
  }
  return found;
}

/**
 * The consumer app's dependencies (exact versions) and its lockfile, cut from the workspace's.
 * @param {Lockfile} workspace the parsed root pnpm-lock.yaml
 * @param {{
 *   names: string[],
 *   tarball: { spec: string, integrity: string, manifest: Manifest },
 *   packageImporter: string,
 * }} app `names`: the app's registry dependencies, taken at the root importer's versions;
 *   `tarball`: the packed package (`file:` spec, its sha512 integrity, its package.json);
 *   `packageImporter`: the workspace folder it was packed from (whose resolutions it gets)
 * @returns {{ dependencies: Record<string, string>, lockfile: Lockfile }}
 */
export function pinnedConsumer(workspace, { names, tarball, packageImporter }) {
  const snapshots = workspace.snapshots ?? {};
  const packages = workspace.packages ?? {};
  /** @type {Record<string, string>} */
  const dependencies = {};
  /** @type {Record<string, ImporterDependency>} */
  const importer = {};
  /** @type {Record<string, string>} the app's own resolutions, by name */
  const resolved = {};
  for (const name of names) {
    const { version } = locked(workspace, '.', name);
    const exact = withoutPeers(version);
    dependencies[name] = exact;
    importer[name] = { specifier: exact, version };
    resolved[name] = version;
  }

  // The tarball's dependencies as the package's importer resolved them (the same ranges: it is
  // that package.json, packed), its peers as the app resolved them.
  const { manifest } = tarball;
  /** @type {Record<string, string>} */
  const tarballDependencies = {};
  for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
    const { specifier, version } = locked(workspace, packageImporter, name);
    if (specifier !== range) {
      throw new Error(
        `${manifest.name} asks for ${name}@${range}, pnpm-lock.yaml has ${specifier} for ${packageImporter}: run pnpm install`,
      );
    }
    tarballDependencies[name] = version;
  }
  for (const name of Object.keys(manifest.peerDependencies ?? {})) {
    const version = resolved[name];
    if (!version) throw new Error(`${manifest.name}'s peer ${name} is not among the app's names`);
    tarballDependencies[name] = version;
  }
  dependencies[manifest.name] = tarball.spec;
  importer[manifest.name] = { specifier: tarball.spec, version: tarball.spec };

  /** @type {Record<string, Snapshot>} */
  const keptSnapshots = {
    [`${manifest.name}@${tarball.spec}`]: { dependencies: tarballDependencies },
  };
  /** @type {Record<string, Record<string, unknown>>} */
  const keptPackages = {
    [`${manifest.name}@${tarball.spec}`]: {
      resolution: { integrity: tarball.integrity, tarball: tarball.spec },
      version: manifest.version,
      ...(manifest.peerDependencies ? { peerDependencies: manifest.peerDependencies } : {}),
    },
  };
  const queue = [
    ...Object.entries(resolved).map(([name, version]) => snapshotKey(name, version)),
    ...Object.entries(tarballDependencies).map(([name, version]) => snapshotKey(name, version)),
  ];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (keptSnapshots[key]) continue;
    const snapshot = snapshots[key];
    const pkg = packages[withoutPeers(key)];
    if (!snapshot || !pkg) throw new Error(`pnpm-lock.yaml has no entry for ${key}`);
    keptSnapshots[key] = snapshot;
    keptPackages[withoutPeers(key)] = pkg;
    for (const [name, version] of Object.entries({
      ...snapshot.dependencies,
      ...snapshot.optionalDependencies,
    })) {
      queue.push(snapshotKey(name, version));
    }
  }

  /** @template T @param {Record<string, T>} record @returns {Record<string, T>} */
  const sorted = (record) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    dependencies: sorted(dependencies),
    lockfile: {
      lockfileVersion: workspace.lockfileVersion,
      ...(workspace.settings ? { settings: workspace.settings } : {}),
      importers: { '.': { dependencies: sorted(importer) } },
      packages: sorted(keptPackages),
      snapshots: sorted(keptSnapshots),
    },
  };
}
