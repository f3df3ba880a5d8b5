import { joinRequestsPath } from '@wegrow/contract/communities';
import { reportsPath } from '@wegrow/contract/reports';
import { describe, expect, it } from 'vitest';
import { asksForReports, REPORTS_ANCHOR, SECTION_ANCHORS, sectionForHash } from './sectionAnchors';

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

  it('opens the section a hash names, the Admin Panel at #reports, else the first', () => {
    const shown = ['chat', 'events', 'members', 'admin', 'component_manager'] as const;
    expect(sectionForHash('', shown)).toBe('chat');
    expect(sectionForHash('#events', shown)).toBe('events');
    expect(sectionForHash('members', shown)).toBe('members');
    expect(sectionForHash('#layout', shown)).toBe('component_manager');
    expect(sectionForHash('#reports', shown)).toBe('admin');
    expect(sectionForHash('#%E0%A4%A', shown)).toBe('chat');
    // A section the reader is not shown (hidden from members), or an unknown name: the first.
    expect(sectionForHash('#resources', shown)).toBe('chat');
    expect(sectionForHash('#reports', ['chat', 'members'])).toBe('chat');
    expect(sectionForHash('#component_manager', shown)).toBe('chat');
    expect(sectionForHash('#chat', [])).toBeUndefined();
  });

  it('is where a join request’s notice links: the Member List', () => {
    expect(joinRequestsPath(7)).toBe(`/communities/7#${SECTION_ANCHORS.members}`);
  });

  it('gives every section its own address', () => {
    const anchors = Object.values(SECTION_ANCHORS);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).not.toContain(REPORTS_ANCHOR);
  });
});
