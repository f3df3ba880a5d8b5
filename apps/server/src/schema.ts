/**
 * The whole Drizzle schema at run time: the platform's tables and every domain's (drizzle-kit reads
 * the same files by glob, see drizzle.config.ts).
 */
import { domains } from './domains';
import { tablesOf } from './platform/domain';
import * as platformTables from './platform/schema';

export const schema = { ...platformTables, ...tablesOf(domains) };
export type AppSchema = typeof schema;
