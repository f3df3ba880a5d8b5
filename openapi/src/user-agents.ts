/**
 * What a person recognises a login by: its browser (with the major version), its system and the
 * kind of device, read from the user agent it logged in with (Bowser's parser, as GitHub's and
 * Mastodon's session lists show it). Unknown parts are null ("unknown" for the device).
 */
import Bowser from 'bowser';

export interface DescribedAgent {
  browser: string | null;
  system: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

const DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** `name` with the first part of `version` ("Firefox 132"), or the name alone, or null. */
function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return (major ? `${name} ${major}` : name).slice(0, 100);
}

export function describeUserAgent(userAgent: string | null): DescribedAgent {
  if (!userAgent?.trim()) return { browser: null, system: null, device: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const device = DEVICES.find((kind) => kind === type) ?? 'unknown';
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    // macOS and Windows by their names ("macOS Sonoma", "Windows 10"), others by their version.
    system: parsed.os.versionName
      ? `${parsed.os.name ?? ''} ${parsed.os.versionName}`.trim().slice(0, 100) || null
      : named(parsed.os.name, parsed.os.version),
    device,
  };
}
