import type { Bill, BillList } from '@wegrow/api';
import { UNTITLED_BILL } from '@wegrow/api';
import { civicTexts } from './civicTexts';

/** A bill's heading: its short title, else its long title, else 'Untitled Bill' (spec 3 §2). */
export function billTitle(bill: Pick<Bill, 'short_title' | 'title'>): string {
  return bill.short_title?.trim() || bill.title?.trim() || UNTITLED_BILL;
}

/** The sponsor's name, or that the service did not say. */
export function billSponsor(bill: Pick<Bill, 'sponsor'>): string {
  return bill.sponsor.name?.trim() || civicTexts.unknownSponsor;
}

/** Where the bill stands, or that the service did not say. */
export function billStatus(bill: Pick<Bill, 'status'>): string {
  return bill.status?.trim() || civicTexts.unknownStatus;
}

/** How a time reads. */
export interface TimeOptions {
  /** e.g. 'en-GB'. @default the reader's */
  locale?: string | undefined;
  /** e.g. 'UTC'. @default the reader's */
  timeZone?: string | undefined;
}

/** "as of 4 January 2026 at 10:00" for a list served from the server's last copy. */
export function asOfText(iso: string, options: TimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return `as of ${iso}`;
  const formatted = new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
  return `as of ${formatted}`;
}

/** What the list's notice says, if anything: the server's `detail`, with "as of" when stale. */
export interface BillsNotice {
  tone: 'warning' | 'info';
  title: string;
  text: string | null;
}

export function billsNotice(list: BillList, options: TimeOptions = {}): BillsNotice | null {
  if (list.stale && list.fetched_at) {
    return {
      tone: 'warning',
      title: `Bills ${asOfText(list.fetched_at, options)}`,
      text: list.detail ?? null,
    };
  }
  if (list.detail) return { tone: 'info', title: list.detail, text: null };
  return null;
}
