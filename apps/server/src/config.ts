/** The configuration module lives with the platform code; this re-export keeps `src/config.ts` as its entry. */
export {
  ConfigError,
  DEFAULT_RATE_LIMITS,
  loadConfig,
  RATE_LIMIT_VARIABLES,
} from './platform/config';
export type {
  Config,
  DatabaseConfig,
  LogLevel,
  RateLimitRule,
  RateLimits,
} from './platform/config';
