import { describe, expect, test } from 'vitest';
import { rankKeywords, words } from './keywords';

describe('keywords', () => {
  test('splits words, keeping inner apostrophes and hyphens', () => {
    expect(words("Baker's sour-dough, Rye & 2024!")).toEqual(["baker's", 'sour-dough', 'rye', '2024']);
  });

  test('ranks the phrases a site is about above common web words', () => {
    const ranked = rankKeywords([
      { text: 'Sourdough bread baking classes', weight: 3 },
      { text: 'Learn sourdough bread baking at home. Our sourdough bread classes cover starters and rye flour.', weight: 1 },
      { text: 'Contact us. Home page. Search this site. Sourdough starter tips and rye flour guide.', weight: 1 },
    ]);
    const phrases = ranked.map((keyword) => keyword.phrase);
    expect(phrases.slice(0, 3).some((phrase) => phrase.includes('sourdough bread'))).toBe(true);
    expect(phrases).toContain('rye flour');
    for (const common of ['home', 'page', 'search', 'contact']) expect(phrases).not.toContain(common);
  });

  test('never starts or ends a phrase on a stop word', () => {
    const ranked = rankKeywords([{ text: 'the garden of the gods and the garden of the gods', weight: 1 }]);
    for (const { phrase } of ranked) {
      expect(phrase.startsWith('the ')).toBe(false);
      expect(phrase.endsWith(' of')).toBe(false);
    }
  });
});
