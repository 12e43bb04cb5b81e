// The offline sentiment of a mention, when no AI provider is configured: a small list of positive and
// negative words, a word after a negation ("not good", "isn't bad") counting the other way.
import type { Sentiment } from '@/shared/social/listening';

const positive = new Set(
  [
    'love loved loving loves great good excellent amazing awesome fantastic wonderful best happy glad',
    'thanks thank recommend recommended perfect nice beautiful delicious helpful brilliant enjoy enjoyed',
    'impressed impressive favourite favorite fast friendly reliable lovely superb win works like liked',
    'cool fresh worth outstanding pleased smooth',
  ]
    .join(' ')
    .split(' '),
);

const negative = new Set(
  [
    'hate hated hates bad terrible awful horrible worst poor broken bug buggy slow angry disappointed',
    'disappointing useless scam refund rude stale expensive fail failed fails failure problem problems',
    'issue issues annoying sad wrong crash crashes down unhappy complaint worse avoid overpriced late',
    'never dislike mediocre meh',
  ]
    .join(' ')
    .split(' '),
);

const negations = new Set(['not', 'no', 'never', 'nothing', 'hardly', 'without', 'nor', 'neither', 'cannot']);
/** How many words after a negation it turns around. */
const negationReach = 3;

/** positive, neutral or negative, by the balance of the words it finds. */
export function lexiconSentiment(text: string): Sentiment {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z']+/)
    .filter(Boolean);
  let score = 0;
  let negatedFor = 0;
  for (const word of words) {
    if (negations.has(word) || word.endsWith("n't")) {
      negatedFor = negationReach;
      continue;
    }
    const polarity = positive.has(word) ? 1 : negative.has(word) ? -1 : 0;
    score += negatedFor > 0 ? -polarity : polarity;
    if (negatedFor > 0) negatedFor--;
  }
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}
