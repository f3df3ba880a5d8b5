/**
 * The addresses of the experiments' promo pages, in one place (issue 19): the private-reading and
 * skate-lesson contacts, the tarot live stream and the creator's support page. Each can be set
 * with a `VITE_…` variable at build time; a value that is not a plain e-mail address or an
 * https address is ignored for the default.
 */
export interface ExperimentsConfig {
  /** Private tarot readings (spec 3: "a private-reading contact by e-mail"). */
  readonly tarotEmail: string;
  /** The tarot live stream's embeddable player address (https). */
  readonly tarotStreamUrl: string;
  /** The support-the-creator page (https). */
  readonly tarotSupportUrl: string;
  /** Free skate lessons (spec 3: "a contact by e-mail"). */
  readonly freeskatesEmail: string;
}

export const defaultExperimentsConfig: ExperimentsConfig = {
  tarotEmail: 'tarot@wegrow.example',
  // The privacy-enhanced player: no cookies until the visitor plays the stream.
  tarotStreamUrl: 'https://www.youtube-nocookie.com/embed/live_stream?channel=UCwegrowZenTarot',
  tarotSupportUrl: 'https://ko-fi.com/wegrowzentarot',
  freeskatesEmail: 'freeskates@wegrow.example',
};

/** The build variables that override the defaults. */
export const experimentsConfigVariables = {
  tarotEmail: 'VITE_TAROT_EMAIL',
  tarotStreamUrl: 'VITE_TAROT_STREAM_URL',
  tarotSupportUrl: 'VITE_TAROT_SUPPORT_URL',
  freeskatesEmail: 'VITE_FREESKATES_EMAIL',
} as const satisfies Record<keyof ExperimentsConfig, string>;

/** A plain e-mail address (one @, no spaces or mailto tricks), else null. */
export function safeEmail(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(trimmed) ? trimmed : null;
}

/** An https address, else null (no `javascript:`, `data:` or plain http for embeds and links). */
export function safeHttpsUrl(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** The configuration from build variables (`import.meta.env`), the defaults filling the gaps. */
export function readExperimentsConfig(env: Readonly<Record<string, unknown>>): ExperimentsConfig {
  const text = (key: keyof ExperimentsConfig): string | undefined => {
    const value = env[experimentsConfigVariables[key]];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    tarotEmail: safeEmail(text('tarotEmail')) ?? defaultExperimentsConfig.tarotEmail,
    tarotStreamUrl: safeHttpsUrl(text('tarotStreamUrl')) ?? defaultExperimentsConfig.tarotStreamUrl,
    tarotSupportUrl:
      safeHttpsUrl(text('tarotSupportUrl')) ?? defaultExperimentsConfig.tarotSupportUrl,
    freeskatesEmail: safeEmail(text('freeskatesEmail')) ?? defaultExperimentsConfig.freeskatesEmail,
  };
}
