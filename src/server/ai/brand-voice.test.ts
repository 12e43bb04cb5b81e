import { describe, expect, test } from 'vitest';
import { draftWithoutAvoided, speakInVoice, voicePromptLines, withoutAvoided } from './brand-voice';

const voice = {
  tone: 'Warm and plain.',
  vocabulary: ['sourdough', 'crumb', 'wood-fired oven'],
  avoid: ['cheap', 'world-class'],
  dos: ['Name the bread'],
  donts: ['No exclamation marks'],
  examples: ['We bake every morning.'],
};

describe('the brand voice in the offline writer', () => {
  test('drops avoided words and phrases, whole words only, in any case, and tidies the spacing', () => {
    expect(withoutAvoided('Cheap bread, world-class crust and cheapness.', voice.avoid)).toBe('bread, crust and cheapness.');
    expect(withoutAvoided('Our cheap , fresh loaf', voice.avoid)).toBe('Our, fresh loaf');
  });

  test('says the word given instead where an entry names one (cheap → affordable), keeping a capital', () => {
    const avoid = ['cheap → affordable', 'utilize -> use', 'big budget=>small spend'];
    expect(withoutAvoided('Cheap bread we utilize; no big budget.', avoid)).toBe('Affordable bread we use; no small spend.');
    expect(voicePromptLines({ ...voice, avoid }).join('\n')).toContain('"cheap" (say "affordable"), "utilize" (say "use")');
  });

  test('ends prose with a line in the preferred words, without the avoided ones', () => {
    expect(speakInVoice('A cheap loaf for you.', voice)).toBe('A loaf for you. It all comes down to sourdough, crumb and wood-fired oven.');
    expect(speakInVoice('Unchanged.', null)).toBe('Unchanged.');
  });

  test('keeps a draft’s ids and tags, and cleans its prose', () => {
    const draft = { platform: 'cheap', posts: [{ content: 'Try our cheap rye today', hashtags: ['#cheap'] }] };
    expect(draftWithoutAvoided(draft, voice.avoid)).toEqual({
      platform: 'cheap',
      posts: [{ content: 'Try our rye today', hashtags: ['#cheap'] }],
    });
  });

  test('tells the provider every field', () => {
    const lines = voicePromptLines(voice).join('\n');
    expect(lines).toContain('Brand voice: Warm and plain.');
    expect(lines).toContain('Never use these words or phrases: "cheap", "world-class"');
    expect(lines).toContain('> We bake every morning.');
    expect(voicePromptLines({ ...voice, tone: '', examples: [] }).join('\n')).not.toContain('Brand voice:');
  });
});
