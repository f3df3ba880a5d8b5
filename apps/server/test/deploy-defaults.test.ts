/**
 * The shipped deployment files start a server that is safe to put on the Internet as they are
 * (issue 30): no demo accounts (their passwords are in the README) unless someone asks for them, and
 * a production server always knows its public address (it refuses to start without one).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

/** The value a Compose `${NAME:-default}` gives when NAME is unset in the environment. */
function composeDefault(value: unknown): string {
  const text = String(value);
  const match = /^\$\{[A-Z_]+:-(.*)\}$/.exec(text);
  return match ? (match[1] ?? '') : text;
}

describe('deployment defaults', () => {
  it('the Docker image loads no demo data and runs in production', () => {
    const runtime =
      read('Dockerfile')
        .split(/^FROM /m)
        .at(-1) ?? '';
    expect(runtime).toMatch(/\bSEED_DEMO_DATA=false\b/);
    expect(runtime).toMatch(/\bNODE_ENV=production\b/);
  });

  it('compose.yaml loads no demo data and gives every replica its public address', () => {
    const compose = parse(read('compose.yaml')) as {
      services: { app: { environment: Record<string, unknown> } };
    };
    const env = compose.services.app.environment;
    expect(composeDefault(env.SEED_DEMO_DATA)).toBe('false');
    expect(composeDefault(env.PUBLIC_SITE_URL)).toMatch(/^https?:\/\//);
  });
});
