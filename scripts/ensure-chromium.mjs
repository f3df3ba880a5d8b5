/**
 * Finds the Chromium the browser tests drive — CHROME_PATH, else /usr/bin/chromium — and, when
 * missing and this is a Debian machine where we are root, installs Debian's `chromium` with the
 * fonts the visual baselines were made with. Never downloads a browser build of its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

/** Debian packages the visual baselines depend on: the browser and its fallback/emoji fonts. */
export const DEBIAN_PACKAGES = [
  'chromium',
  'fonts-noto-color-emoji',
  'fonts-dejavu-core',
  'fonts-liberation',
];

function missingDebianPackages() {
  return DEBIAN_PACKAGES.filter((name) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('install ok installed');
  });
}

function canApt() {
  return (
    existsSync('/usr/bin/apt-get') && typeof process.getuid === 'function' && process.getuid() === 0
  );
}

/** @returns {string} the path of the Chromium to drive */
export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    const found = findChromium();
    if (!found)
      fail(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no browser there.`);
    return found;
  }
  const missing = existsSync('/usr/bin/dpkg-query') ? missingDebianPackages() : [];
  if (missing.length > 0 && canApt()) {
    console.log(`\n▶ Installing Debian packages for the browser tests: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  }
  const found = findChromium();
  if (!found) {
    fail(
      "No Chromium found. Set CHROME_PATH to a Chromium/Chrome binary, or install Debian's package:\n" +
        `  sudo apt-get update && sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`,
    );
  }
  if (missing.length > 0 && !canApt()) {
    console.warn(
      `⚠ Missing fonts/packages (${missing.join(', ')}): screenshots may differ from the baselines.`,
    );
  }
  return found;
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}
