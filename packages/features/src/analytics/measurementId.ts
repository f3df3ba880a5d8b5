/** A GA4 measurement id: `G-` and a few letters or digits. */
export function isMeasurementId(id: string): boolean {
  return /^G-[A-Z0-9]{4,20}$/i.test(id);
}
