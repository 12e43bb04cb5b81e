import type { BlogPayload } from '@/shared/content/content';
import { clip } from '../platform-rules';
import { type ProjectContext, speakInVoice } from '../../../../ai';
import type { ContentBrief } from '../types';
import { templateBlogSections } from './template-sections';
import { toneWords } from './tone';
import { asSubject, audienceOf, focusPoints, inSentence, pick, sentenceStart, shortTopic, stableHash, titleCase } from './words';

/** A structured Markdown post: H1, introduction, a ## section per focus keyword, lists, and a call to action. */
export function writeOfflineBlogPost(brief: ContentBrief, project: ProjectContext | null): BlogPayload {
  const words = toneWords[brief.tone];
  const topic = asSubject(inSentence(shortTopic(brief.topic)));
  const audience = audienceOf(project);
  const niche = project?.niche?.trim() && inSentence(project.niche.trim());
  const points = focusPoints(brief.topic, project, 3);
  const seed = stableHash(`${brief.topic}|${brief.tone}`);
  const title = words.title(titleCase(shortTopic(brief.topic)));
  const secondSentence = pick(introSecondSentences, seed)(topic);

  const intro = speakInVoice(
    `${words.opening(topic, audience)} ${niche ? `In ${niche}, ${secondSentence}` : sentenceStart(secondSentence)}`,
    project?.voice,
  );
  const callToAction = `**${words.cta}:** ${project ? `see how ${project.name}${project.url ? ` (${project.url})` : ''} can help` : 'put one of these steps into practice this week'}.`;
  const templateSections = brief.template?.sections ?? [];
  // A template's outline replaces the usual sections: its headings, in its order.
  const body =
    templateSections.length > 0
      ? [...templateBlogSections(templateSections, topic, points, seed), words.closing]
      : [
          `This guide covers ${points.map((point) => `**${point}**`).join(', ')}, with steps you can act on today.`,
          topic === inSentence(shortTopic(brief.topic)) ? `## Why ${titleCase(topic)} Matters` : '## Why It Matters',
          `${sentenceStart(audience)} compete for attention every day. A clear plan for ${topic} helps you:`,
          [
            '- Reach people who are already looking for what you offer',
            '- Build trust before the first sale',
            '- Turn one-off visitors into returning readers',
          ].join('\n'),
          ...points.map((point, index) => section(point, topic, index === 0 ? 'dash' : index === 1 ? 'numbered' : 'dash', seed + index)),
          '## Conclusion',
          `${words.closing} ${sentenceStart(topic)} works best when you keep at it: start with ${points[0]}, measure what changes, and build from there.`,
        ];
  const content = [`# ${title}`, intro, ...body, callToAction].join('\n\n');

  return {
    title,
    metaDescription: clip(
      `${sentenceStart(topic)} for ${audience}: ${points.slice(0, 2).join(' and ')}, with practical steps and a plan you can start today.`,
      160,
    ),
    content,
    tags: tagsFor(brief.topic, project),
  };
}

const introSecondSentences: Array<(topic: string) => string> = [
  (topic) => `the teams that succeed with ${topic} treat it as a habit, not a one-off project.`,
  (topic) => `small, steady improvements to ${topic} add up faster than most people expect.`,
  (topic) => `getting ${topic} right starts with knowing what your readers need.`,
];

function section(point: string, topic: string, list: 'dash' | 'numbered', seed: number): string {
  const heading = `## ${titleCase(point)}`;
  const body = pick(sectionOpenings, seed)(point, topic);
  const steps = [
    `Review where ${point} stands today`,
    `Set one measurable goal for ${point}`,
    `Publish, then compare the results after four weeks`,
  ];
  const items =
    list === 'numbered'
      ? `### Getting Started\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}`
      : [
          `- Keep ${point} at the centre of one piece each month`,
          `- Link related articles so readers find more on ${point}`,
          `- Answer the questions people ask about ${point}`,
        ].join('\n');
  return `${heading}\n\n${body}\n\n${items}`;
}

const sectionOpenings: Array<(point: string, topic: string) => string> = [
  (point, topic) => `${sentenceStart(point)} is where ${topic} becomes concrete. Focus here first and the rest gets easier.`,
  (point, topic) => `Readers who search for ${point} are often ready to act, which makes it a natural part of ${topic}.`,
  (point, topic) => `Treat ${point} as its own small project within ${topic}: one goal, one owner, one review date.`,
];

/** Tags from the project's keywords and niche, else from the topic. */
function tagsFor(topic: string, project: ProjectContext | null): string[] {
  const candidates = [...(project?.keywords ?? []), project?.niche ?? '', shortTopic(topic, 60)];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of candidates.map((tag) => tag.replace(/^#+/, '').trim().slice(0, 60).trim())) {
    if (!candidate || seen.has(candidate.toLowerCase())) continue;
    seen.add(candidate.toLowerCase());
    tags.push(candidate);
  }
  return tags.slice(0, 8);
}
