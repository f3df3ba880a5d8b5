import { describe, expect, it } from 'vitest';
import { postHead } from './postHead';

describe("a post's document head", () => {
  it('titles the page with the post and describes it with its excerpt', () => {
    const content =
      'Forty neighbours, six raised beds and one very patient pizza oven. On Saturday we turned an empty lot on Mill Street into a garden.';
    const head = postHead({ title: 'Our first garden blitz', content });
    expect(head.title).toBe('Our first garden blitz · WeGrow');
    expect(head.description).toBe(
      'Forty neighbours, six raised beds and one very patient pizza oven. On Saturday we turned an empty…',
    );
  });

  it('describes a short post with all of it, on one line', () => {
    expect(postHead({ title: 'Hi', content: 'Short.\n\nSweet.' }).description).toBe(
      'Short. Sweet.',
    );
  });
});
