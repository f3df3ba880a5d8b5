import { describe, expect, it } from 'vitest';
import { senderLabel } from './senderLabel';

describe('senderLabel', () => {
  it('names the system and communities with their kind, people by name', () => {
    expect(senderLabel({ kind: 'system', name: 'WeGrow' })).toBe('WeGrow · System');
    expect(senderLabel({ kind: 'community', name: 'Riverside Growers' })).toBe(
      'Riverside Growers · Community',
    );
    expect(senderLabel({ kind: 'person', name: 'maya' })).toBe('maya');
  });

  it('never shows an empty name', () => {
    expect(senderLabel({ kind: 'person', name: '  ' })).toBe('Someone');
  });
});
