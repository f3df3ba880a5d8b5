import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canEditComment,
  canEditTalk,
  canReport,
  forumAuthorName,
  isForumAdmin,
  openTalkHeading,
  postableText,
  TALK_EXCERPT_MAX,
  talkDate,
  talkExcerpt,
  talkIdOf,
  talkSortOf,
  talkTime,
  talkTitle,
} from './forumRules';
import { commentCountText, editedAtText, likeButtonName, likeCountText } from './forumTexts';

/** The admin's id as `GET /forum/admin` gives it. */
const adminId = 3;
const visitor = { userId: null };
const maya = { userId: 42 };
const theAdmin = { userId: 3 };

describe('isForumAdmin', () => {
  it('is the account the server names as the admin', () => {
    expect(isForumAdmin(theAdmin, adminId)).toBe(true);
  });
  it('is false for other members, visitors, and while there is no admin (or no answer yet)', () => {
    expect(isForumAdmin(maya, adminId)).toBe(false);
    expect(isForumAdmin(visitor, adminId)).toBe(false);
    expect(isForumAdmin(theAdmin, null)).toBe(false);
    expect(isForumAdmin(visitor, null)).toBe(false);
  });
});

describe('canDelete', () => {
  const mayasTalk = { user_id: 42 };
  const samsTalk = { user_id: 57 };
  it('shows Delete to the author', () => {
    expect(canDelete(mayasTalk, maya, adminId)).toBe(true);
    expect(canDelete(samsTalk, maya, adminId)).toBe(false);
    expect(canDelete(mayasTalk, maya, null)).toBe(true);
  });
  it('shows Delete to the forum admin on everything', () => {
    expect(canDelete(samsTalk, theAdmin, adminId)).toBe(true);
    expect(canDelete(mayasTalk, theAdmin, adminId)).toBe(true);
  });
  it('never to a visitor', () => {
    expect(canDelete(mayasTalk, visitor, adminId)).toBe(false);
  });
});

describe('canReport (issue 33)', () => {
  it('shows Report to a signed-in member on what someone else wrote', () => {
    expect(canReport({ user_id: 57 }, maya)).toBe(true);
    expect(canReport({ user_id: 42 }, theAdmin)).toBe(true);
  });
  it('never on their own, and never to a visitor', () => {
    expect(canReport({ user_id: 42 }, maya)).toBe(false);
    expect(canReport({ user_id: 42 }, visitor)).toBe(false);
  });
});

describe('openTalkHeading (issue 33)', () => {
  it('is the title of a titled talk', () => {
    expect(openTalkHeading({ title: '  Seed swap ', author: { username: 'maya' } })).toBe(
      'Seed swap',
    );
  });
  it('is "Talk by …" for an untitled (or blank-titled) talk', () => {
    expect(openTalkHeading({ title: null, author: { username: 'maya' } })).toBe('Talk by maya');
    expect(openTalkHeading({ title: '  ', author: { username: null } })).toBe(
      'Talk by A WeGrow member',
    );
  });
});

describe('postableText', () => {
  it('ignores blank text and trims the rest', () => {
    expect(postableText('')).toBeNull();
    expect(postableText(' \n\t ')).toBeNull();
    expect(postableText('  Hello  ')).toBe('Hello');
  });
});

describe('forumAuthorName and commentCountText', () => {
  it('names the author or a stand-in', () => {
    expect(forumAuthorName({ username: 'maya' })).toBe('maya');
    expect(forumAuthorName({ username: null })).toBe('A WeGrow member');
    expect(forumAuthorName({ username: '  ' })).toBe('A WeGrow member');
  });
  it('counts comments', () => {
    expect(commentCountText(0)).toBe('0 comments');
    expect(commentCountText(1)).toBe('1 comment');
    expect(commentCountText(2)).toBe('2 comments');
  });
});

describe('the list of talks (issue 33)', () => {
  it('calls a talk by its title, or by its first line when it has none', () => {
    expect(talkTitle({ title: ' Seed swap ', text: 'Bring beans.' })).toBe('Seed swap');
    expect(talkTitle({ title: null, text: '\n  Who has seeds?  \nSecond line' })).toBe(
      'Who has seeds?',
    );
    expect(talkTitle({ title: '  ', text: 'Only line' })).toBe('Only line');
    expect([...talkTitle({ title: null, text: 'word '.repeat(100) })].length).toBeLessThanOrEqual(
      120,
    );
  });

  it('shows an excerpt, not the whole text: after the first line when that is the title', () => {
    expect(talkExcerpt({ title: 'Swap', text: 'Bring beans.\nAnd jars.' })).toBe(
      'Bring beans. And jars.',
    );
    expect(talkExcerpt({ title: null, text: 'Who has seeds?\nSecond line' })).toBe('Second line');
    expect(talkExcerpt({ title: null, text: 'Only line' })).toBe('');
    const long = talkExcerpt({ title: 'Long', text: 'grow '.repeat(1000) });
    expect([...long].length).toBeLessThanOrEqual(TALK_EXCERPT_MAX);
    expect(long.endsWith('grow…')).toBe(true);
    const unbroken = talkExcerpt({ title: 'Long', text: 'x'.repeat(5000) });
    expect([...unbroken].length).toBe(TALK_EXCERPT_MAX);
  });

  it('shows a Markdown talk as plain text: no markup in its title or excerpt', () => {
    const talk = {
      title: null,
      text: '## Seed *swap* on Sunday\n\nBring **beans** and [jars](https://example.org).\n\n- one',
    };
    expect(talkTitle(talk)).toBe('Seed swap on Sunday');
    expect(talkExcerpt(talk)).toBe('Bring beans and jars. one');
  });

  it('cuts a 5,000-character untitled talk at a word near 200 characters with an ellipsis', () => {
    const text = `Seeds\n${'tomato basil '.repeat(400)}`.slice(0, 5000);
    const excerpt = talkExcerpt({ title: null, text });
    expect(excerpt.endsWith('…')).toBe(true);
    expect([...excerpt].length).toBeLessThanOrEqual(200);
    expect([...excerpt].length).toBeGreaterThan(150);
    expect(excerpt.slice(0, -1)).toMatch(/(tomato|basil)$/u);
  });

  it("reads the open talk's id from the address, nothing else", () => {
    expect(talkIdOf('12')).toBe(12);
    expect(talkIdOf('2147483647')).toBe(2147483647);
    for (const bad of [null, '', '0', '-1', '1.5', '012', 'abc', '12x', '2147483648']) {
      expect(talkIdOf(bad)).toBeNull();
    }
  });

  it('dates a talk by its UTC day', () => {
    expect(talkDate('2026-01-03T23:30:00Z')).toBe('3 Jan 2026');
  });
});

describe('edits, likes and the order (issue 44)', () => {
  it('lets the author or the forum admin edit a talk, only the author a comment', () => {
    const mine = { user_id: 42 };
    const theirs = { user_id: 7 };
    expect(canEditTalk(mine, maya, adminId)).toBe(true);
    expect(canEditTalk(theirs, maya, adminId)).toBe(false);
    expect(canEditTalk(theirs, theAdmin, adminId)).toBe(true);
    expect(canEditTalk(mine, visitor, adminId)).toBe(false);
    expect(canEditComment(mine, maya)).toBe(true);
    expect(canEditComment(theirs, theAdmin)).toBe(false);
    expect(canEditComment(mine, visitor)).toBe(false);
  });
  it('says when, and names the like buttons with their count', () => {
    expect(talkTime('2026-01-04T08:05:00Z')).toBe('4 Jan 2026, 08:05 UTC');
    expect(editedAtText(talkTime('2026-01-04T20:30:00Z'))).toBe('Edited 4 Jan 2026, 20:30 UTC');
    expect(likeCountText(1)).toBe('1 like');
    expect(likeCountText(0)).toBe('0 likes');
    expect(likeButtonName('talk', 3)).toBe('Like this talk, 3 likes');
    expect(likeButtonName('comment', 1)).toBe('Like this comment, 1 like');
  });
  it('reads the order from the address: top, else latest', () => {
    expect(talkSortOf('top')).toBe('top');
    expect(talkSortOf('latest')).toBe('latest');
    expect(talkSortOf(null)).toBe('latest');
    expect(talkSortOf('best')).toBe('latest');
  });
});
