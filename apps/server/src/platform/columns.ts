/** Column types shared by the schema files of the platform and of every domain. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes. PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** A point in time, always with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
