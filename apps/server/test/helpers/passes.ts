/**
 * CI runs the server suite twice (.ci/run): first on PGlite (`npm test`), then with DATABASE_URL
 * set, on PostgreSQL. A test that does not use DATABASE_URL's database (PGlite or the embedded
 * PostgreSQL whatever DATABASE_URL says, or no database at all) would only do again in the second
 * pass what it did in the first, on the same database: it runs in the first pass only
 * (`describe.skipIf(POSTGRES_PASS)`). Those that follow DATABASE_URL run in both.
 */
export const POSTGRES_PASS = Boolean(process.env.DATABASE_URL);
