import { describe, expect, it } from 'vitest';
import { canDelete, forumAuthorName, isForumAdmin, postableText } from './forumRules';
import { commentCountText } from './forumTexts';

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
