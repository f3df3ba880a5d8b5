import { describe, expect, it } from 'vitest';
import { communityNameKey } from './communities';

describe('communityNameKey', () => {
  it('takes the accents off and lower-cases A–Z, so a name files under its letter', () => {
    expect(communityNameKey('Élan Vital')).toBe('elan vital');
    expect(communityNameKey('Çafé Commons')).toBe('cafe commons');
    const names = ['Zinnia Zone', 'Élan Vital', 'daisy Dell', 'Ørsted Allotment'];
    const sorted = [...names].sort((a, b) =>
      communityNameKey(a) < communityNameKey(b)
        ? -1
        : communityNameKey(a) > communityNameKey(b)
          ? 1
          : 0,
    );
    // Letters with no decomposition (ø) keep their place after z, as on the server.
    expect(sorted).toEqual(['daisy Dell', 'Élan Vital', 'Zinnia Zone', 'Ørsted Allotment']);
  });
});
