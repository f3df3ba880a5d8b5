/**
 * Reading a journal export back (issue 43): WeGrow's own export (its ZIP, or one of its Markdown
 * files: a front matter with `title`, `created`, `updated` and `tags`, then the text) and Day One's
 * JSON export (`entries[]` with `creationDate`, `text` and `tags`; the first line is the title).
 * What cannot be read is left out; what is read follows the journal's limits (title 200
 * characters, text 20000, 10 tags of letters, digits, spaces, - and _).
 */
import { checkTags, normaliseTag } from '@wegrow/contract/search';

/** One entry to import (contract schema `JournalImportEntry`). */
export interface ImportedEntry {
  title: string;
  content: string;
  tags: string[];
  created_at: string;
}

const TITLE_MAX = 200;
const CONTENT_MAX = 20000;
/** The most entries one import sends (the contract's limit). */
export const IMPORT_MAX = 500;

/** A date read from text, as ISO, or null. */
function dateOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The tags the journal would keep of a list (invalid ones left out, at most 10). */
function keptTags(tags: readonly unknown[]): string[] {
  const readable = tags
    .filter((tag): tag is string => typeof tag === 'string')
    .map(normaliseTag)
    .filter((tag) => checkTags([tag]).ok);
  const checked = checkTags(readable.slice(0, 10));
  return checked.ok ? checked.tags : [];
}

/** An entry within the journal's limits, or null when it has no title or text. */
function entry(title: string, content: string, tags: string[], created: string | null) {
  const cleanTitle = title.trim().slice(0, TITLE_MAX).trim();
  const cleanContent = content.trim().slice(0, CONTENT_MAX).trim();
  if (!cleanTitle || !cleanContent || !created) return null;
  return { title: cleanTitle, content: cleanContent, tags, created_at: created };
}

/** A front matter value: JSON (as the export writes it), else the bare text. */
function valueOf(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw.trim();
  }
}

/**
 * One Markdown file: its front matter when it has one; else the first `# ` heading (or the file's
 * name) is the title. `fallbackDate` (the file's date) when it names none.
 */
export function parseMarkdownEntry(
  text: string,
  fileName: string,
  fallbackDate: string,
): ImportedEntry | null {
  const normalized = text.replace(/\r\n?/g, '\n');
  const front = /^---\n([\s\S]*?)\n---\n?/.exec(normalized);
  const fields: Record<string, unknown> = {};
  let body = normalized;
  if (front) {
    body = normalized.slice(front[0].length);
    for (const line of (front[1] ?? '').split('\n')) {
      const match = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
      if (match?.[1]) fields[match[1].toLowerCase()] = valueOf(match[2] ?? '');
    }
  }
  let title = typeof fields['title'] === 'string' ? fields['title'] : '';
  if (!title) {
    const heading = /^#\s+(.+)$/m.exec(body);
    if (heading?.[1]) {
      title = heading[1];
      body = body.replace(heading[0], '');
    } else
      title = fileName
        .replace(/\.md$/i, '')
        .replace(/^\d{4}-\d{2}-\d{2}-/, '')
        .replace(/[-_]+/g, ' ');
  }
  const tags = Array.isArray(fields['tags']) ? keptTags(fields['tags']) : [];
  return entry(
    title,
    body,
    tags,
    dateOf(fields['created']) ?? dateOf(fields['date']) ?? fallbackDate,
  );
}

/** Day One's JSON export: its entries, each titled by its first line. */
export function parseDayOne(data: unknown): ImportedEntry[] {
  const entries =
    typeof data === 'object' && data !== null && 'entries' in data && Array.isArray(data.entries)
      ? (data.entries as unknown[])
      : [];
  const read: ImportedEntry[] = [];
  for (const item of entries) {
    if (typeof item !== 'object' || item === null) continue;
    const fields = item as Record<string, unknown>;
    const text = typeof fields['text'] === 'string' ? fields['text'].replace(/\r\n?/g, '\n') : '';
    const [first = '', ...rest] = text.trim().split('\n');
    const title = first.replace(/^#+\s*/, '');
    const content = rest.join('\n').trim() || text;
    const tags = Array.isArray(fields['tags']) ? keptTags(fields['tags']) : [];
    const made = entry(title, content, tags, dateOf(fields['creationDate']));
    if (made) read.push(made);
  }
  return read;
}

/** A file's bytes (FileReader: in every browser, and in the tests' DOM). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer
        ? resolve(new Uint8Array(reader.result))
        : reject(new Error('The file could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** The entries a chosen file holds (a ZIP, a Markdown file or a Day One JSON), oldest first. */
export async function readJournalFile(file: File): Promise<ImportedEntry[]> {
  const fileDate = new Date(file.lastModified || Date.now()).toISOString();
  const name = file.name.toLowerCase();
  let entries: ImportedEntry[] = [];
  if (name.endsWith('.zip')) {
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(await bytesOf(file), {
      filter: (f) => /\.md$/i.test(f.name) || /\.json$/i.test(f.name),
    });
    for (const [path, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes);
      if (/\.md$/i.test(path)) {
        const read = parseMarkdownEntry(text, path.split('/').pop() ?? path, fileDate);
        if (read) entries.push(read);
      } else if (!path.startsWith('data/')) entries.push(...parseDayOne(safeJson(text)));
    }
  } else if (name.endsWith('.json')) entries = parseDayOne(safeJson(await textOf(file)));
  else {
    const read = parseMarkdownEntry(await textOf(file), file.name, fileDate);
    if (read) entries.push(read);
  }
  return entries.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

async function textOf(file: Blob): Promise<string> {
  return new TextDecoder().decode(await bytesOf(file));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
