import { reportsPath } from '@wegrow/contract/reports';
import { describe, expect, it } from 'vitest';
import { asksForReports, openForReports, REPORTS_ANCHOR } from './reportsAnchor';

describe('the Admin Panel reports anchor', () => {
  it('is the hash the inbox notice links to', () => {
    expect(reportsPath(7)).toBe(`/communities/7#${REPORTS_ANCHOR}`);
  });

  it('reads the hash with or without its #, and nothing else', () => {
    expect(asksForReports('#reports')).toBe(true);
    expect(asksForReports('reports')).toBe(true);
    expect(asksForReports('#%72eports')).toBe(true);
    expect(asksForReports('')).toBe(false);
    expect(asksForReports('#report')).toBe(false);
    expect(asksForReports('#reports-old')).toBe(false);
    expect(asksForReports('#%E0%A4%A')).toBe(false);
  });

  it('opens a closed Admin Panel for an admin at #reports, leaving the other sections', () => {
    const closed = new Set(['admin', 'chat']);
    expect([...openForReports(closed, '#reports', true)]).toEqual(['chat']);
    expect(closed.has('admin')).toBe(true);
  });

  it('changes nothing without the hash, for a member, or when the panel is open', () => {
    const closed = new Set(['admin', 'chat']);
    expect(openForReports(closed, '', true)).toBe(closed);
    expect(openForReports(closed, '#chat', true)).toBe(closed);
    expect(openForReports(closed, '#reports', false)).toBe(closed);
    const open = new Set(['chat']);
    expect(openForReports(open, '#reports', true)).toBe(open);
  });
});
