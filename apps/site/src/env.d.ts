/// <reference types="vite/client" />

/** The build-time settings of the site (see apps/site/README.md). */
interface ImportMetaEnv {
  /** Google Analytics 4 measurement id (`G-…`); without it no analytics runs at all. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** Where the API lives. @default '/api' */
  readonly VITE_API_BASE_URL?: string;
  /** The codex site of the landing page's corner link. */
  readonly VITE_CODEX_URL?: string;
  /** The promo pages' addresses (`packages/features/src/experiments/config.ts`). */
  readonly VITE_TAROT_EMAIL?: string;
  readonly VITE_TAROT_STREAM_URL?: string;
  readonly VITE_TAROT_SUPPORT_URL?: string;
  readonly VITE_FREESKATES_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
