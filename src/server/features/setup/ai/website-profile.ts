// Smart Setup's refinement: with a provider configured, the model reads what the analyzer extracted
// and names the niche, audience, voice and competitors; offline, our heuristics' result stands.
import { z } from 'zod';
import { contentTones } from '@/shared/content/content';
import type { WebsiteAnalysis } from '@/shared/setup/setup';
import { defineRecipe } from '../../../ai';

/** What the analyzer read of the site: enough for the model, short enough for any context window. */
export interface SiteFacts {
  url: string | null;
  pages: Array<{ title: string; description: string; headings: string[] }>;
  excerpt: string;
}

const profileAnswer = z.object({
  niche: z.string().trim().min(1).max(80),
  audience: z.string().trim().min(1).max(400),
  tone: z.enum(contentTones),
  competitors: z.array(z.string().trim().min(1).max(120)).max(8),
});

/** The refinement as a recipe: the measured result is what the offline writer keeps. */
export function websiteProfileRecipe(facts: SiteFacts, measured: WebsiteAnalysis) {
  return defineRecipe({
    kind: 'website-analysis',
    answer: profileAnswer,
    prompt: websiteProfilePrompt(facts, measured),
    read: (profile): WebsiteAnalysis => ({ ...measured, ...profile, source: 'ai' }),
    offline: () => measured,
    title: () => 'Website analysis',
  });
}

function websiteProfilePrompt(facts: SiteFacts, measured: WebsiteAnalysis): string {
  const pages = facts.pages
    .slice(0, 21)
    .map(
      (page) =>
        `- ${page.title}${page.description ? `: ${page.description}` : ''}${page.headings.length ? ` [${page.headings.slice(0, 6).join(' | ')}]` : ''}`,
    )
    .join('\n');
  return `A site owner asked Uplift to analyse their ${facts.url ? `website ${facts.url}` : 'documents'}.
Pages or documents read (title: description [headings]):
${pages}

Top keywords measured: ${measured.keywords.join(', ')}
Niche guessed from a taxonomy: ${measured.niche ?? 'none'}
Text excerpt:
"""
${facts.excerpt.slice(0, 4000)}
"""

Name:
- "niche": the site's market niche in a few words.
- "audience": who the site is written for, in one or two sentences.
- "tone": the site's voice, one of ${contentTones.join(', ')}.
- "competitors": up to 8 real businesses or sites competing for the same audience that you are confident exist (domain names where you know them); an empty list if you are not sure.

Answer with JSON: {"niche": string, "audience": string, "tone": string, "competitors": string[]}`;
}
