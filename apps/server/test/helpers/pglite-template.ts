import { ensurePgliteTemplate } from '../../src/platform/pglite-template';

/**
 * The migrated, empty PGlite database the build writes (src/platform/pglite-template.ts), built here
 * first when missing, shared by every test file. Loading it takes well under a second where a fresh
 * PGlite (initdb) plus migrations takes a few: the test files stay quick.
 */
export const pgliteTemplate = (): Promise<Blob> => ensurePgliteTemplate();
