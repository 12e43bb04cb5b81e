import { describe, expect, test } from 'vitest';
import { analyseVoice, distinctiveWords, sentencesOf } from './analyse-voice';

const bakery = [
  'We bake sourdough every morning. Our sourdough has an open crumb and a dark crust. You can taste the rye.',
  'Our rye loaves rise slowly. We shape every loaf by hand, and the crumb stays soft for days. You’ll love the crust.',
];
const shouty = ['Big news!!! Our new app is here! It’s amazing 🚀 Try it today! You won’t believe it!'];

describe('learning a voice offline', () => {
  test('finds the distinctive frequent words, not common English', () => {
    expect(distinctiveWords(bakery, 4)).toEqual(['crumb', 'crust', 'sourdough']);
    expect(distinctiveWords(bakery, 10)).not.toContain('every');
  });

  test('reads tone and habits: calm bakery prose versus an excited launch', () => {
    const calm = analyseVoice(bakery);
    expect(calm.tone).toMatch(/^Clear and professional, calm and confident: short, punchy sentences/);
    expect(calm.tone).toContain('speaks to the reader as “you”');
    expect(calm.donts).toEqual(expect.arrayContaining(['Don’t use exclamation marks', 'Don’t use emoji']));
    expect(calm.avoid).toEqual(['synergy', 'leverage', 'utilize', 'cutting-edge', 'world-class', 'best-in-class']);

    const excited = analyseVoice(shouty);
    expect(excited.tone).toMatch(/^Warm and conversational, upbeat and enthusiastic/);
    expect(excited.dos).toContain('Use contractions (we’re, you’ll) as people speak');
    expect(excited.dos).toEqual(
      expect.arrayContaining(['Show enthusiasm with the odd exclamation mark', 'Use an emoji now and then in social posts']),
    );
    expect(excited.donts).not.toContain('Don’t use emoji');
  });

  test('picks whole sentences rich in the brand’s words as examples, the same every time', () => {
    const voice = analyseVoice(bakery);
    expect(voice.examples).toHaveLength(2);
    expect(voice.examples[0]).toBe('Our sourdough has an open crumb and a dark crust.');
    expect(analyseVoice(bakery)).toEqual(voice);
    expect(sentencesOf('One two three. Four five six! Hi.')).toEqual(['One two three.', 'Four five six!']);
  });

  test('an empty set of samples gives an empty voice, not an error', () => {
    expect(analyseVoice([])).toMatchObject({ vocabulary: [], examples: [] });
  });
});
