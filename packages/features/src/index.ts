/**
 * @wegrow/features: every WeGrow screen, by domain. Import a domain from its own entry so each
 * loads as its own chunk: `@wegrow/features/<folder>` is `src/<folder>/index.ts` — `/routes`,
 * `/home`, `/shell`, `/shared`, `/session` (and `/session/api`), `/analytics`, `/auth`, `/account`…
 * The test harness is `/testing` (stories) and `/testing/unit` (unit tests).
 */
export {};
