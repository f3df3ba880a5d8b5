/**
 * The whole Drizzle schema at run time: the platform's tables and every domain's (drizzle-kit reads
 * the same files by glob, see drizzle.config.ts).
 */
import { domains } from './domains';
import { tablesOf } from './platform/domain';
import * as platformTables from './platform/schema';

const domainTables = tablesOf(domains);
for (const name of Object.keys(domainTables))
  if (name in platformTables) throw new Error(`A domain exports a platform table name: "${name}".`);

export const schema = { ...platformTables, ...domainTables };
export type AppSchema = typeof schema;
