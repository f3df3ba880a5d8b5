import { describe, expect, it } from 'vitest';
import {
  canDelete,
  DEFAULT_FORUM_ADMIN_EMAIL,
  forumAuthorName,
  isForumAdmin,
  postableText,
} from './forumRules';
import { commentCountText } from './forumTexts';

const admin = 'admin@wegrow.local';
const visitor = { userId: null, userEmail: null };
const maya = { userId: 42, userEmail: 'maya@example.org' };
const theAdmin = { userId: 3, userEmail: 'Admin@WeGrow.local' };

describe('isForumAdmin', () => {
  it('matches the admin e-mail ignoring case and spaces', () => {
    expect(isForumAdmin(theAdmin, admin)).toBe(true);
    expect(isForumAdmin(theAdmin, ` ${admin.toUpperCase()} `)).toBe(true);
  });
  it('is false for other members, visitors and an empty setting', () => {
    expect(isForumAdmin(maya, admin)).toBe(false);
    expect(isForumAdmin(visitor, admin)).toBe(false);
    expect(isForumAdmin({ userId: 9, userEmail: '' }, '')).toBe(false);
    expect(isForumAdmin({ userId: null, userEmail: admin }, admin)).toBe(false);
  });
  it("defaults to the server's default admin", () => {
    expect(DEFAULT_FORUM_ADMIN_EMAIL).toBe('admin@wegrow.local');
  });
});

describe('canDelete', () => {
  const mayasTalk = { user_id: 42 };
  const samsTalk = { user_id: 57 };
  it('shows Delete to the author', () => {
    expect(canDelete(mayasTalk, maya, admin)).toBe(true);
    expect(canDelete(samsTalk, maya, admin)).toBe(false);
  });
  it('shows Delete to the forum admin on everything', () => {
    expect(canDelete(samsTalk, theAdmin, admin)).toBe(true);
    expect(canDelete(mayasTalk, theAdmin, admin)).toBe(true);
  });
  it('never to a visitor', () => {
    expect(canDelete(mayasTalk, visitor, admin)).toBe(false);
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
