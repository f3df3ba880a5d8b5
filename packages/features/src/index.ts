/**
 * @wegrow/features: every WeGrow screen, by domain. Import a domain from its own entry so each
 * loads as its own chunk: `@wegrow/features/home`, `/shell`, `/shared`, `/session` (and
 * `/session/api`, `/session/testing`), `/analytics`, `/auth`, `/account`…
 */
export {};
