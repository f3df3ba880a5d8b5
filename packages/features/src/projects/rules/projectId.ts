/** The largest id the contract allows (a 32-bit integer). */
const MAX_ID = 2147483647;

/**
 * The project id of a `/projects/{id}` address, or null when the segment is not one (letters, 0,
 * too large): such an address shows the not-found state without asking the server.
 */
export function projectIdFrom(segment: string | undefined): number | null {
  if (segment === undefined || !/^[0-9]{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : null;
}
