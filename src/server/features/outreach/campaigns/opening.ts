import { z } from 'zod';
import { type AiEngine, defineRecipe, type GenerationScope, type VoiceRules, voicePromptLines } from '../../../ai';
import { ServiceError } from '../../../lib/service-error';

export interface OpeningSubject {
  domain: string;
  siteName: string | null;
  pageUrl: string;
  /** What the prospect search read on the site, when it found it. */
  opportunity: string | null;
  niche: string;
}

const openingAnswer = z.object({ openings: z.array(z.string()) });
const usable = z.string().trim().min(10).max(300);

/**
 * One opening line per step of the sequence, for one prospect: the AI's, grounded in what Uplift read
 * on the prospect's site (its name and the opportunity line), else the offline writer's. A line that
 * does not name the site is taken for invented and replaced by the offline one.
 */
export async function writeOpenings(
  ai: AiEngine,
  who: GenerationScope,
  subject: OpeningSubject,
  steps: number,
  voice: VoiceRules | null,
): Promise<string[]> {
  const offline = offlineOpenings(subject, steps);
  try {
    return (await ai.write(openingRecipe(subject, steps, offline, voice), who)).payload;
  } catch (error) {
    // A provider that fails costs the message its personal line, not the enrollment.
    if (error instanceof ServiceError) return offline;
    throw error;
  }
}

function openingRecipe(subject: OpeningSubject, steps: number, offline: string[], voice: VoiceRules | null) {
  const site = subject.siteName ?? subject.domain;
  return defineRecipe({
    kind: 'outreach-opening',
    answer: openingAnswer,
    prompt: `Write the opening line of each of ${steps} outreach e-mails to the people behind ${site} (${subject.pageUrl}).
What we read on their site: ${subject.opportunity ?? 'nothing beyond its name'}.${subject.niche ? ` Their niche: ${subject.niche}.` : ''}
The first line opens the first e-mail; each later one opens a polite follow-up. One sentence each, at most 200 characters, naming "${site}".
Say nothing about the site that is not written above: no invented articles, figures or compliments.${voice ? `\n${voicePromptLines(voice).join('\n')}` : ''}
Answer with JSON: {"openings": [string, ...]} with exactly ${steps} lines.`,
    read: (answer) => offline.map((fallback, index) => grounded(answer.openings[index], site, subject.domain) ?? fallback),
    offline: () => offline,
    title: () => `Openings for ${site}`,
    voice,
  });
}

function grounded(line: string | undefined, site: string, domain: string): string | null {
  const parsed = usable.safeParse(line);
  if (!parsed.success) return null;
  const lower = parsed.data.toLowerCase();
  return lower.includes(site.toLowerCase()) || lower.includes(domain.toLowerCase()) ? parsed.data : null;
}

/** Lines made only of what was read: the site's name and the opportunity line. */
export function offlineOpenings(subject: OpeningSubject, steps: number): string[] {
  const site = subject.siteName ?? subject.domain;
  const first = subject.opportunity
    ? `I came across ${site} and noticed this: ${subject.opportunity.replace(/[.\s]+$/, '')}.`
    : `I came across ${site} and wanted to reach out.`;
  return Array.from({ length: steps }, (_, index) =>
    index === 0 ? first : `I wanted to follow up on my earlier note about ${site}, in case it got buried.`,
  );
}
