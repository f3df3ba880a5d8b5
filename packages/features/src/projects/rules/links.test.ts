import { mockTokenFor, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { TEST_API_URL } from '../../testing/unit';
import {
  addLinkRow,
  changeLinkRow,
  isWebAddress,
  linkRowsOf,
  linksToSave,
  refusedLinkRows,
  removeLinkRow,
} from './links';

/** Addresses on both sides of the contract's `ProjectLink` rule. */
const accepted = [
  'https://seeds.example.org/how-to',
  'http://example.org',
  'HTTPS://EXAMPLE.ORG/A?b=c#d',
  'https://[2001:db8::1]:8080/path',
  'https://example.org:65535',
  'https://example.org/a%20b',
  'https://xn--bcher-kva.example/',
];
const refused = [
  'javascript:alert(1)',
  'data:text/html,<b>hi</b>',
  'ftp://example.org',
  '//example.org/path',
  '/relative/path',
  'example.org',
  'https://user:pass@example.org',
  'https://example.org:65536',
  'https://exa mple.org',
  'https://example.org/a b',
  'https://',
  `https://example.org/${'a'.repeat(2048)}`,
];

describe('links (spec 2 §2, §3)', () => {
  it('knows a web address: absolute http(s) only', () => {
    for (const link of accepted) expect(isWebAddress(link), link).toBe(true);
    for (const link of refused) expect(isWebAddress(link), link).toBe(false);
  });

  it('judges every address as the fakes do with the contract (the server’s rule)', async () => {
    const token = mockTokenFor(users.maya.id);
    for (const link of [...accepted, ...refused]) {
      const response = await fetch(`${TEST_API_URL}/projects`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Links', links: [link] }),
      });
      expect(response.status === 201, link).toBe(isWebAddress(link));
    }
  });

  it('edits the rows: add an empty one, change one, remove one; keys stay unique', () => {
    let rows = linkRowsOf(['https://a.example', 'https://b.example']);
    expect(rows).toEqual([
      { key: 1, value: 'https://a.example' },
      { key: 2, value: 'https://b.example' },
    ]);
    rows = removeLinkRow(rows, 1);
    rows = addLinkRow(rows);
    expect(rows).toEqual([
      { key: 2, value: 'https://b.example' },
      { key: 3, value: '' },
    ]);
    rows = changeLinkRow(rows, 3, ' https://c.example ');
    expect(rows[1]).toEqual({ key: 3, value: ' https://c.example ' });
    expect(addLinkRow([])).toEqual([{ key: 1, value: '' }]);
  });

  it('sends the rows trimmed, without empty ones', () => {
    const rows = linkRowsOf([' https://a.example ', '', '   ', 'https://b.example']);
    expect(linksToSave(rows)).toEqual(['https://a.example', 'https://b.example']);
  });

  it('names the rows the server will refuse (not the empty ones)', () => {
    const rows = linkRowsOf(['https://a.example', 'javascript:alert(1)', '', 'seeds.example']);
    expect(refusedLinkRows(rows)).toEqual([2, 4]);
  });
});
