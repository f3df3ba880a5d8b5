#!/usr/bin/env node
// Runs a command with CHROME_PATH set to the system Chromium (installing Debian's when needed).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-chromium.mjs <command> [args…]');
  process.exit(2);
}
process.env.CHROME_PATH = ensureChromium();
const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
