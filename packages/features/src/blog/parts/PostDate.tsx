import { formatPostDate, type DateOptions } from '../rules/dates';

export interface PostDateProps extends DateOptions {
  /** The time, as the server gives it (ISO 8601). */
  iso: string;
}

/** A post's or comment's date ("3 January 2026"), machine-readable in `<time dateTime>`. */
export function PostDate({ iso, locale, timeZone }: PostDateProps) {
  return <time dateTime={iso}>{formatPostDate(iso, { locale, timeZone })}</time>;
}
