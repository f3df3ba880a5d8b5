import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('plain text as paragraphs and lines', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside them', () => {
    expect(paragraphsOf('One\ntwo\n\nThree')).toEqual([['One', 'two'], ['Three']]);
  });

  it('reads Windows and old Mac line ends, and lines of spaces as blank', () => {
    expect(paragraphsOf('A\r\nB\r\n\r\nC\rD')).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(paragraphsOf('A\n   \nB')).toEqual([['A'], ['B']]);
  });

  it('makes one break of several blank lines, and none of leading or trailing ones', () => {
    expect(paragraphsOf('\n\n  \nA\n\n\n\nB\n\n')).toEqual([['A'], ['B']]);
    expect(paragraphsOf('A\n')).toEqual([['A']]);
    expect(paragraphsOf('   ')).toEqual([]);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('keeps the text as it is, markup included (it is shown as text)', () => {
    expect(paragraphsOf('<script>alert(1)</script>\n<b>bold</b>  ')).toEqual([
      ['<script>alert(1)</script>', '<b>bold</b>'],
    ]);
    expect(paragraphsOf('  indented first line')).toEqual([['  indented first line']]);
  });
});
