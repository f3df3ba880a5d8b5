import { describe, expect, it } from 'vitest';
import {
  defaultChannels,
  mentionedUsernames,
  NOTIFICATION_KINDS,
  splitMentions,
  unsubscribeTokenParts,
} from './notifications';

describe('mentions', () => {
  it('finds the usernames a text names, once each, lower-cased', () => {
    expect(mentionedUsernames('Hi @Maya and @sam_2, and @maya again.')).toEqual(['maya', 'sam_2']);
  });

  it('names nobody in an e-mail address, and drops a sentence’s last dot', () => {
    expect(mentionedUsernames('write to maya@example.org')).toEqual([]);
    expect(mentionedUsernames('thanks @lee.')).toEqual(['lee']);
    expect(mentionedUsernames('(@ana-b)')).toEqual(['ana-b']);
  });

  it('cuts a text into plain parts and mentions that join back into it', () => {
    const text = 'Ask @maya, or mail a@b.c then @lee';
    const parts = splitMentions(text);
    expect(parts).toEqual([
      { text: 'Ask ' },
      { mention: 'maya' },
      { text: ', or mail a@b.c then ' },
      { mention: 'lee' },
    ]);
    expect(parts.map((p) => ('text' in p ? p.text : `@${p.mention}`)).join('')).toBe(text);
  });
});

describe('unsubscribe tokens', () => {
  it('reads the member, the kind (or every kind) and the signature', () => {
    const sig = 'A'.repeat(43);
    expect(unsubscribeTokenParts(`12.replies.${sig}`)).toEqual({
      userId: 12,
      kind: 'replies',
      signature: sig,
    });
    expect(unsubscribeTokenParts(`12.all.${sig}`)?.kind).toBeNull();
    expect(unsubscribeTokenParts(`12.nonsense.${sig}`)).toBeNull();
    expect(unsubscribeTokenParts('12.replies.short')).toBeNull();
  });
});

it('has defaults for every kind, chat off', () => {
  expect(defaultChannels().map((c) => c.kind)).toEqual([...NOTIFICATION_KINDS]);
  expect(defaultChannels().find((c) => c.kind === 'chat')).toMatchObject({
    in_app: false,
    email: 'off',
  });
});
