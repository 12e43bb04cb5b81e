import { rarity, stopWords } from './background';

export interface WeightedText {
  text: string;
  /** Titles and headings say more about a site than body text. */
  weight: number;
}

export interface RankedKeyword {
  phrase: string;
  score: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return (text.toLowerCase().match(wordPattern) ?? []).map((word) => word.replace(/’/g, "'"));
}

const commonWordRarity = Math.log(1000);
const phraseBreak = /[.,;:!?|&()[\]{}"“”/\\–—·•\n]+/;

const isContentWord = (word: string) => word.length > 2 && !stopWords.has(word) && !/^\d+$/.test(word);

/**
 * 1 to 3 word phrases ranked by TF-IDF: how often the site uses a phrase (weighted by where), times
 * how rare its words are in ordinary web text. Phrases never start or end on a stop word.
 */
export function rankKeywords(texts: readonly WeightedText[], limit = 15): RankedKeyword[] {
  const frequency = new Map<string, number>();
  for (const { text, weight } of texts) {
    // A phrase never runs across punctuation: "Croissants | Crumb & Crust" is two phrases, not one.
    for (const segment of text.split(phraseBreak)) {
      const tokens = words(segment);
      for (let start = 0; start < tokens.length; start++) {
        for (let size = 1; size <= 3 && start + size <= tokens.length; size++) {
          const phrase = tokens.slice(start, start + size);
          if (!isContentWord(phrase[0]!) || !isContentWord(phrase.at(-1)!)) continue;
          const key = phrase.join(' ');
          frequency.set(key, (frequency.get(key) ?? 0) + weight);
        }
      }
    }
  }

  const scored: RankedKeyword[] = [];
  for (const [phrase, count] of frequency) {
    const parts = phrase.split(' ');
    // A phrase must recur to count as one; a word alone must be rarer than the web's 1,000 commonest.
    if (parts.length > 1 ? count < 2 : rarity(parts[0]!) < commonWordRarity) continue;
    const idf = parts.reduce((sum, part) => sum + rarity(part), 0) / parts.length;
    const tf = Math.log(1 + count);
    // Longer phrases that recur are more specific than their words alone.
    scored.push({ phrase, score: tf * idf * (1 + 0.35 * (parts.length - 1)) });
  }
  scored.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  // Phrases far below the best are noise on a small site.
  const floor = (scored[0]?.score ?? 0) * 0.15;
  return dropContained(scored.filter((keyword) => keyword.score >= floor)).slice(0, limit);
}

/** "sourdough" is dropped when "sourdough bread" ranks above it, so the list is not one idea three times. */
function dropContained(sorted: RankedKeyword[]): RankedKeyword[] {
  const kept: RankedKeyword[] = [];
  for (const candidate of sorted) {
    const covered = kept.some((better) => ` ${better.phrase} `.includes(` ${candidate.phrase} `));
    if (!covered) kept.push(candidate);
  }
  return kept;
}
