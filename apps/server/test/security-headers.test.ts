import { describe, expect, it } from 'vitest';
import { helmetHeaders } from '../src/platform/security-headers';

describe('helmetHeaders', () => {
  it('works out the headers helmet sets, once, for the given options', () => {
    const headers = new Map(
      helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"] } },
        xFrameOptions: { action: 'deny' },
        strictTransportSecurity: false,
      }),
    );
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.has('strict-transport-security')).toBe(false);
  });

  it('refuses options helmet refuses', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { 'default-src': ["'self'; script-src *"] },
        },
      }),
    ).toThrow();
  });
});
