import { describe, expect, test } from 'vitest';
import { lexiconSentiment } from './lexicon';
import { isSpike } from './spike';

describe('the offline sentiment lexicon', () => {
  test.each([
    ['I love the new rye, best bread in town!', 'positive'],
    ['Terrible service and the loaf was stale.', 'negative'],
    ['Acme Bakery opens at nine tomorrow.', 'neutral'],
    ['Not good at all', 'negative'],
    ["The crust isn't bad", 'positive'],
    ['I don’t hate it', 'positive'],
    ['Great bread, awful queue, lovely staff, slow till', 'neutral'],
    ['', 'neutral'],
  ] as const)('%j is %s', (text, expected) => {
    expect(lexiconSentiment(text)).toBe(expected);
  });

  test('a negation reaches three words, no further', () => {
    expect(lexiconSentiment('not the kind of good')).toBe('positive');
    expect(lexiconSentiment('not really very good')).toBe('negative');
  });
});

describe('the spike rule', () => {
  test('a quiet monitor needs at least five mentions in the hour', () => {
    expect(isSpike({ lastHour: 4, trailingWeek: 0 })).toBe(false);
    expect(isSpike({ lastHour: 5, trailingWeek: 0 })).toBe(true);
  });

  test('a busy monitor needs three times its usual hourly rate', () => {
    // 336 a week is 2 an hour: 6 is a spike, 5 is not.
    expect(isSpike({ lastHour: 5, trailingWeek: 336 })).toBe(false);
    expect(isSpike({ lastHour: 6, trailingWeek: 336 })).toBe(true);
  });
});
