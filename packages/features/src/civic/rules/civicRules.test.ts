import { CIVIC_DETAILS } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { asOfText, billSponsor, billStatus, billsNotice, billTitle } from './civicRules';

const utc = { locale: 'en-GB', timeZone: 'UTC' };

describe('bill fields', () => {
  it('titles a bill by its short title, long title or Untitled Bill', () => {
    expect(billTitle({ short_title: 'Short', title: 'Long' })).toBe('Short');
    expect(billTitle({ short_title: null, title: 'Long' })).toBe('Long');
    expect(billTitle({ short_title: ' ', title: null })).toBe('Untitled Bill');
  });
  it('says when the sponsor or status is unknown', () => {
    expect(billSponsor({ sponsor: { name: 'Jo' } })).toBe('Jo');
    expect(billSponsor({ sponsor: { name: null } })).toBe('Sponsor unknown');
    expect(billStatus({ status: 'Committee' })).toBe('Committee');
    expect(billStatus({ status: null })).toBe('Status unknown');
  });
});

describe('billsNotice', () => {
  it('is null for a fresh list', () => {
    expect(
      billsNotice({ objects: [], fetched_at: '2026-01-04T10:00:00Z', stale: false }),
    ).toBeNull();
  });
  it('says "as of" with the server detail for a stale copy', () => {
    const notice = billsNotice(
      {
        objects: [],
        fetched_at: '2026-01-04T10:00:00Z',
        stale: true,
        detail: CIVIC_DETAILS.sourceDown,
      },
      utc,
    );
    expect(notice).toEqual({
      tone: 'warning',
      title: 'Bills as of 4 January 2026 at 10:00',
      text: CIVIC_DETAILS.sourceDown,
    });
  });
  it('shows the empty-list detail', () => {
    expect(
      billsNotice({ objects: [], fetched_at: null, stale: false, detail: CIVIC_DETAILS.noBills }),
    ).toEqual({ tone: 'info', title: CIVIC_DETAILS.noBills, text: null });
  });
  it('keeps a time it cannot read as it is', () => {
    expect(asOfText('yesterday')).toBe('as of yesterday');
  });
});
