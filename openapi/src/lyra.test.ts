import { describe, expect, it } from 'vitest';
import { lyraFactsIn } from './lyra';

describe('the facts Lyra hears (issue 45)', () => {
  it('takes a name and what is grown, whole, in the second person', () => {
    expect(lyraFactsIn('my name is Priya and I grow tomatoes on my balcony')).toEqual([
      { kind: 'name', text: 'Priya' },
      { kind: 'grows', text: 'tomatoes on your balcony' },
    ]);
    expect(
      lyraFactsIn(
        'My name is priya sharma. I want to start a seed library in the spring, and I grow basil.',
      ),
    ).toEqual([
      { kind: 'name', text: 'Priya' },
      { kind: 'grows', text: 'basil' },
      { kind: 'goal', text: 'start a seed library in the spring' },
    ]);
    expect(lyraFactsIn("I'm called Sam Lee and my goal is to compost everything we cook")).toEqual([
      { kind: 'name', text: 'Sam Lee' },
      { kind: 'goal', text: 'compost everything you cook' },
    ]);
    expect(lyraFactsIn('We are growing beans and peas in our allotment and we love it')).toEqual([
      { kind: 'grows', text: 'beans and peas in your allotment' },
    ]);
  });

  it('hears nothing in a question, a mood, words of harm or a refusal', () => {
    for (const message of [
      'Do you remember my name and what I grow?',
      'What do I want to do next?',
      'I grow tired of this.',
      'I want to kill myself',
      'My name is not important',
      'Hello Lyra',
    ])
      expect(lyraFactsIn(message), message).toEqual([]);
  });
});
