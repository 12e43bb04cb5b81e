// What every provider call starts from. A recipe's own prompt spells out the JSON it must answer,
// because many OpenAI-compatible servers only promise "some JSON" and ignore the schema sent beside it.
import { voicePromptLines } from './brand-voice';
import type { ProjectContext } from './types';

export const systemPrompt = [
  'You are the writer inside Uplift, a marketing workspace for site owners and small businesses.',
  'Write original, specific, useful marketing copy for the project described; never invent statistics, prices or customer names.',
  'Answer with a single JSON object exactly in the structure asked for: no prose around it, no code fences.',
].join(' ');

/** The project's facts, one per line, for a recipe's prompt; what is unknown is left out rather than guessed. */
export function describeProject(project: ProjectContext | null): string {
  if (!project) return 'Project: none set up yet; write for small-business owners in general.';
  const lines = [
    `Project: ${project.name}${project.url ? ` (${project.url})` : ''}`,
    project.niche && `Niche: ${project.niche}`,
    project.keywords.length > 0 && `Target keywords: ${project.keywords.join(', ')}`,
    project.competitors.length > 0 && `Competitors: ${project.competitors.join(', ')}`,
    project.audience && `Audience: ${project.audience}`,
    project.tone && `The site's usual voice: ${project.tone}`,
    ...(project.voice ? voicePromptLines(project.voice) : []),
  ];
  return lines.filter(Boolean).join('\n');
}
