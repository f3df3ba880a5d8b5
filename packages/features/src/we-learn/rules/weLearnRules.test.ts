import { describe, expect, it } from 'vitest';
import { breakdownAuthor, breakdownSections, interpretableText } from './weLearnRules';

const breakdown = {
  what: 'W',
  impact: 'I',
  pros: 'P',
  cons: 'C',
  controversy: 'X',
  importance: 'M',
  source: 'local',
};

describe('We Learn rules', () => {
  it('ignores blank text and keeps the rest as typed', () => {
    expect(interpretableText('')).toBeNull();
    expect(interpretableText('  \n ')).toBeNull();
    expect(interpretableText(' A bill. ')).toBe(' A bill. ');
  });

  it('lists the six sections in the spec order and words', () => {
    expect(breakdownSections(breakdown).map((s) => [s.title, s.text])).toEqual([
      ['What it says', 'W'],
      ['Who it impacts', 'I'],
      ['Pros', 'P'],
      ['Cons', 'C'],
      ['Controversy', 'X'],
      ['Why it matters', 'M'],
    ]);
  });

  it('names who wrote it', () => {
    expect(breakdownAuthor('local')).toBe('Written by the built-in engine');
    expect(breakdownAuthor('gpt-4o-mini')).toBe('Written by the AI model gpt-4o-mini');
  });
});
