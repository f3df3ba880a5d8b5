import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseDayOne, parseMarkdownEntry, readJournalFile } from './journalImport';

const FALLBACK = '2026-01-01T00:00:00.000Z';

describe('parseMarkdownEntry', () => {
  it('reads WeGrow’s export: front matter title, date and tags, then the text', () => {
    const text = [
      '---',
      'title: "First frost"',
      'created: 2025-11-20T07:30:00.000Z',
      'updated: 2025-11-21T07:30:00.000Z',
      'tags: ["garden", "Winter"]',
      '---',
      '',
      'The kale is sweeter now.',
      '',
    ].join('\n');
    expect(parseMarkdownEntry(text, '2025-11-20-first-frost.md', FALLBACK)).toEqual({
      title: 'First frost',
      content: 'The kale is sweeter now.',
      tags: ['garden', 'winter'],
      created_at: '2025-11-20T07:30:00.000Z',
    });
  });

  it('takes a plain file’s heading (or its name) as the title and its date otherwise', () => {
    expect(parseMarkdownEntry('# Seed swap\n\nBeans for squash.', 'x.md', FALLBACK)).toMatchObject({
      title: 'Seed swap',
      content: 'Beans for squash.',
      created_at: FALLBACK,
    });
    expect(parseMarkdownEntry('Just words.', '2025-01-02-rainy-day.md', FALLBACK)?.title).toBe(
      'rainy day',
    );
    expect(parseMarkdownEntry('---\ntitle: "Empty"\n---\n   ', 'e.md', FALLBACK)).toBeNull();
  });

  it('leaves out tags the journal would refuse', () => {
    const text = '---\ntitle: "T"\ntags: ["ok", "no/slash", ""]\n---\nText';
    expect(parseMarkdownEntry(text, 't.md', FALLBACK)?.tags).toEqual(['ok']);
  });
});

describe('parseDayOne', () => {
  it('reads entries titled by their first line, with their dates and tags', () => {
    const data = {
      metadata: { version: '1.0' },
      entries: [
        {
          creationDate: '2024-05-01T06:00:00Z',
          text: '# Morning pages\nThe birds were loud.',
          tags: ['Mornings'],
        },
        { creationDate: 'not a date', text: 'Lost' },
        { text: 'No date' },
      ],
    };
    expect(parseDayOne(data)).toEqual([
      {
        title: 'Morning pages',
        content: 'The birds were loud.',
        tags: ['mornings'],
        created_at: '2024-05-01T06:00:00.000Z',
      },
    ]);
    expect(parseDayOne({ nothing: true })).toEqual([]);
  });
});

describe('readJournalFile', () => {
  it('reads the journal’s Markdown files out of a WeGrow export ZIP, oldest first', async () => {
    const md = (title: string, date: string) =>
      strToU8(`---\ntitle: "${title}"\ncreated: ${date}\ntags: []\n---\n\n${title} text\n`);
    const zip = zipSync({
      'README.txt': strToU8('hello'),
      'data/journal-entries.json': strToU8('[]'),
      'journal/2025-02-01-b.md': md('B', '2025-02-01T00:00:00.000Z'),
      'journal/2025-01-01-a.md': md('A', '2025-01-01T00:00:00.000Z'),
    });
    const file = new File([zip], 'wegrow-export-2026-01-01.zip', { type: 'application/zip' });
    const entries = await readJournalFile(file);
    expect(entries.map((e) => e.title)).toEqual(['A', 'B']);
  });

  it('reads a Day One JSON file', async () => {
    const file = new File(
      [JSON.stringify({ entries: [{ creationDate: '2024-05-01T06:00:00Z', text: 'Hi\nthere' }] })],
      'Journal.json',
      { type: 'application/json' },
    );
    expect(await readJournalFile(file)).toHaveLength(1);
  });
});

describe('importOutcome', () => {
  it('says how many were added and how many were already there', async () => {
    const { importOutcome } = await import('./JournalImport');
    expect(importOutcome(1, 0)).toBe('Imported 1 entry.');
    expect(importOutcome(10, 2)).toBe('Imported 10 entries; 2 were already in your journal.');
    expect(importOutcome(0, 1)).toBe('Imported 0 entries; 1 was already in your journal.');
  });
});
