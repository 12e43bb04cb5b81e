// The sentiment of a run's new mentions as a recipe: the configured provider labels them all in one
// call; offline, and for any it leaves out, the lexicon does.
import { z } from 'zod';
import { sentiments, type Sentiment } from '@/shared/social/listening';
import { defineRecipe } from '../../../ai';
import { lexiconSentiment } from './lexicon';

const answer = z.object({ sentiments: z.array(z.enum(sentiments).catch('neutral')) });

export function sentimentRecipe(brand: string, texts: readonly string[]) {
  const listed = texts.map((text, index) => `${index + 1}. ${JSON.stringify(text.slice(0, 600))}`).join('\n');
  return defineRecipe({
    kind: 'listening-sentiment',
    answer,
    prompt: `These social media posts mention "${brand}":
${listed}

For each post, in the same order and the same number (${texts.length}), say how it feels about what it mentions: positive, neutral or negative.

Answer with JSON: {"sentiments": ["positive" | "neutral" | "negative"]}`,
    read: (written): Sentiment[] => texts.map((text, index) => written.sentiments[index] ?? lexiconSentiment(text)),
    offline: () => texts.map(lexiconSentiment),
    title: () => 'Mention sentiment',
  });
}
