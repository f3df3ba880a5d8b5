// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { colorModeScript } from '@wegrow/ui';
import { describe, expect, it } from 'vitest';

describe('index.html', () => {
  it('inlines the same pre-paint colour-mode script that @wegrow/ui exports', () => {
    const html = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');
    expect(html).toContain(colorModeScript);
  });
});
