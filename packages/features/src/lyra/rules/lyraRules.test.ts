import { isRandomVisitorId, LYRA_MESSAGE_MAX, type LyraChatEntry } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../session/storage';
import { characterCount, checkMessage, dreamsShown, DREAMS_SHOWN, newestFirst } from './chatRules';
import { lyraTexts, replyAuthor } from './lyraTexts';
import { LYRA_VISITOR_KEY, randomVisitorId, visitorIdFrom } from './visitorId';

const entry = (message: string, timestamp: string): LyraChatEntry => ({
  user_id: 'anonymous',
  message,
  reply: `About ${message}.`,
  timestamp,
  source: 'local',
});

describe('dreamsShown', () => {
  it('shows the first five dreams (spec 3 §9), in the order given', () => {
    expect(DREAMS_SHOWN).toBe(5);
    const dreams = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(dreamsShown(dreams)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(dreamsShown(['a', 'b'])).toEqual(['a', 'b']);
    expect(dreamsShown([])).toEqual([]);
  });
});

describe('newestFirst', () => {
  it('orders the chat log newest first, whatever order it arrives in', () => {
    const older = entry('older', '2026-01-02T20:15:00Z');
    const newer = entry('newer', '2026-01-03T22:00:00Z');
    const middle = entry('middle', '2026-01-03T08:00:00.500Z');
    expect(newestFirst([older, newer, middle]).map((e) => e.message)).toEqual([
      'newer',
      'middle',
      'older',
    ]);
  });
});

describe('checkMessage', () => {
  it('waits on an empty or blank message, without a complaint', () => {
    expect(checkMessage('')).toEqual({ ok: false, problem: null });
    expect(checkMessage('  \n\t ')).toEqual({ ok: false, problem: null });
  });

  it('accepts up to 4000 characters and refuses 4001 with a sentence', () => {
    expect(LYRA_MESSAGE_MAX).toBe(4000);
    expect(checkMessage('x'.repeat(4000))).toEqual({ ok: true, message: 'x'.repeat(4000) });
    expect(checkMessage('x'.repeat(4001))).toEqual({
      ok: false,
      problem: 'Your message is too long: at most 4000 characters.',
    });
    expect(lyraTexts.tooLong).toBe('Your message is too long: at most 4000 characters.');
  });

  it('sends the message as typed', () => {
    expect(checkMessage(' Hello Lyra ')).toEqual({ ok: true, message: ' Hello Lyra ' });
  });

  it('counts characters against the limit', () => {
    expect(characterCount('')).toBe('0 / 4000');
    expect(characterCount('Hello')).toBe('5 / 4000');
  });
});

describe('replyAuthor', () => {
  it('names the built-in engine or the model', () => {
    expect(replyAuthor('local')).toBe("Written by Lyra's built-in engine");
    expect(replyAuthor('llama3.1:8b')).toBe('Written by the AI model llama3.1:8b');
  });
});

describe('the visitor id', () => {
  const counting = (bytes: Uint8Array): Uint8Array => bytes.map((_, i) => i * 17 + 3);

  it('is 16 random bytes in base64url: 22 characters the server accepts', () => {
    const id = randomVisitorId(counting);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isRandomVisitorId(id)).toBe(true);
  });

  it('is made once and kept in the browser', () => {
    const storage = createMemoryStorage();
    const first = visitorIdFrom(storage, counting);
    expect(storage.getItem(LYRA_VISITOR_KEY)).toBe(first);
    const never = () => {
      throw new Error('drawn again');
    };
    expect(visitorIdFrom(storage, never)).toBe(first);
  });

  it('is made with the browser crypto by default, differently each time', () => {
    const a = visitorIdFrom(createMemoryStorage());
    const b = visitorIdFrom(createMemoryStorage());
    expect(isRandomVisitorId(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('replaces a kept id that is not random (an old "anonymous")', () => {
    const storage = createMemoryStorage({ [LYRA_VISITOR_KEY]: 'anonymous' });
    const id = visitorIdFrom(storage, counting);
    expect(id).not.toBe('anonymous');
    expect(storage.getItem(LYRA_VISITOR_KEY)).toBe(id);
  });

  it('draws again when a draw looks too regular for the server', () => {
    let calls = 0;
    const firstZeros = (bytes: Uint8Array): Uint8Array => {
      calls += 1;
      return calls === 1 ? bytes.fill(0) : counting(bytes);
    };
    const id = visitorIdFrom(createMemoryStorage(), firstZeros);
    expect(calls).toBe(2);
    expect(isRandomVisitorId(id)).toBe(true);
  });
});
