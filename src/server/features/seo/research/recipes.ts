// What SEO Tools asks the AI provider: keyword ideas for a term, and a site's competitors. Offline,
// keyword ideas are the writer's phrases around the term, and no competitor is invented.
import { z } from 'zod';
import { defineRecipe } from '../../../ai';

const keywordIdeasAnswer = z.object({ keywords: z.array(z.string().trim().min(2).max(80)).max(30) });

/** The phrases people commonly search around a topic: questions, comparisons, intent words. */
export function writerPhrases(term: string): string[] {
  const topic = term.trim().toLowerCase();
  return [
    `best ${topic}`,
    `${topic} ideas`,
    `${topic} tips`,
    `how to choose ${topic}`,
    `${topic} for beginners`,
    `${topic} near me`,
    `${topic} price`,
    `${topic} reviews`,
    `what is ${topic}`,
    `${topic} guide`,
  ];
}

export function keywordIdeasRecipe(term: string, context: { niche: string | null; url: string | null; known: readonly string[] }) {
  return defineRecipe({
    kind: 'keyword-ideas',
    answer: keywordIdeasAnswer,
    prompt: `Suggest up to 20 search keywords a site should target for "${term}".
${context.niche ? `The site's niche: ${context.niche}.\n` : ''}${context.url ? `The site: ${context.url}.\n` : ''}${context.known.length ? `Keywords it already uses: ${context.known.slice(0, 30).join(', ')}.\n` : ''}
Prefer phrases real people type into a search engine: 2 to 5 words, questions and comparisons included, no brand names of competitors, lower case.
Answer with JSON: {"keywords": string[]}`,
    read: (answer) => answer.keywords.map((keyword) => keyword.toLowerCase()),
    offline: () => writerPhrases(term),
    title: () => `Keyword ideas for ${term}`,
  });
}

const competitorsAnswer = z.object({ competitors: z.array(z.string().trim().min(3).max(120)).max(10) });

/** Competitors the model is confident exist, as domains; offline there are none to name. */
export function competitorsRecipe(site: string, context: { keywords: readonly string[]; titles: readonly string[] }) {
  return defineRecipe({
    kind: 'competitor-discovery',
    answer: competitorsAnswer,
    prompt: `Name up to 8 websites that compete with ${site} for the same searches and audience.
Its page titles: ${context.titles.slice(0, 15).join(' | ')}
Its top keywords: ${context.keywords.slice(0, 20).join(', ')}
Only name sites you are confident exist, as bare domain names (example.com); an empty list if you are not sure.
Answer with JSON: {"competitors": string[]}`,
    read: (answer) => answer.competitors,
    offline: (): string[] => [],
    title: () => `Competitors of ${site}`,
  });
}
