import { describe, expect, it } from 'vitest';
import {
  boardColumns,
  commentCount,
  commentOnIdea,
  discussionSummary,
  parseTags,
  postHelpRequest,
  postOnBoard,
  proposeIdea,
  urgencyLabel,
  type Idea,
} from './boards';

describe('We Plan', () => {
  it('adds a trimmed idea at the end, and ignores a blank one', () => {
    const one = proposeIdea([], '  Tool library  ', 'a');
    expect(one).toEqual([{ id: 'a', text: 'Tool library', comments: [] }]);
    expect(proposeIdea(one, '   ', 'b')).toBe(one);
    expect(proposeIdea(one, 'Seed swap', 'b').map((idea) => idea.text)).toEqual([
      'Tool library',
      'Seed swap',
    ]);
  });

  it('adds comments to the chosen idea only, ignoring blank ones and unknown ideas', () => {
    const ideas = proposeIdea(proposeIdea([], 'Tool library', 'a'), 'Seed swap', 'b');
    const commented = commentOnIdea(ideas, 'b', ' Saturdays work for me ');
    expect(commented[0]?.comments).toEqual([]);
    expect(commented[1]?.comments).toEqual(['Saturdays work for me']);
    expect(commentOnIdea(commented, 'b', ' \n ')).toBe(commented);
    expect(commentOnIdea(commented, 'zzz', 'Hello')).toBe(commented);
  });

  it('summarizes with the comment count', () => {
    const idea: Idea = { id: 'a', text: 'Seed swap', comments: ['Yes', 'Sundays', 'At the park'] };
    expect(discussionSummary(idea)).toContain('Synthesis of "Seed swap": 3 comments so far.');
    expect(discussionSummary({ ...idea, comments: ['Yes'] })).toContain('1 comment so far.');
    expect(discussionSummary({ ...idea, comments: [] })).toContain('0 comments so far.');
    expect(commentCount(2)).toBe('2 comments');
  });
});

describe('We Help', () => {
  it('posts newest first, accepting any text', () => {
    const first = postHelpRequest([], { name: 'Ana', need: 'A ride', urgency: '' }, '1');
    const second = postHelpRequest(first, { name: '', need: 'Soup', urgency: 'today' }, '2');
    expect(second.map((request) => request.id)).toEqual(['2', '1']);
    expect(second[1]).toEqual({ id: '1', name: 'Ana', need: 'A ride', urgency: '' });
  });

  it('posts nothing for a wholly blank form', () => {
    const requests = postHelpRequest([], { name: 'Ana', need: 'A ride', urgency: '' }, '1');
    expect(postHelpRequest(requests, { name: ' ', need: '', urgency: '  ' }, '2')).toBe(requests);
  });

  it('shows a blank urgency as Unspecified', () => {
    expect(urgencyLabel('  ')).toBe('Unspecified');
    expect(urgencyLabel('This week')).toBe('This week');
  });
});

describe('We Do', () => {
  it('splits comma-separated tags, trimming, dropping blanks and repeats', () => {
    expect(parseTags(' tools, garden,, Tools ,repair ')).toEqual(['tools', 'garden', 'repair']);
    expect(parseTags('')).toEqual([]);
  });

  it('posts newest first into the Offers and Requests columns', () => {
    let posts = postOnBoard([], 'offer', { title: 'Ladder', description: '', tags: 'tools' }, '1');
    posts = postOnBoard(
      posts,
      'request',
      { title: 'Moving help', description: 'Sat', tags: '' },
      '2',
    );
    posts = postOnBoard(posts, 'offer', { title: 'Jam', description: '', tags: 'food, gift' }, '3');
    const { offers, requests } = boardColumns(posts);
    expect(offers.map((post) => post.title)).toEqual(['Jam', 'Ladder']);
    expect(offers[0]?.tags).toEqual(['food', 'gift']);
    expect(requests.map((post) => post.title)).toEqual(['Moving help']);
  });

  it('posts nothing for a blank form', () => {
    const posts = postOnBoard([], 'offer', { title: 'Ladder', description: '', tags: '' }, '1');
    expect(postOnBoard(posts, 'request', { title: ' ', description: '', tags: ' , ' }, '2')).toBe(
      posts,
    );
  });
});
