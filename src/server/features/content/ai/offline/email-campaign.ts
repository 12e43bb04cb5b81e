import type { ContentTone, EmailPayload } from '@/shared/content/content';
import { clip } from '../platform-rules';
import { type ProjectContext, speakInVoice } from '../../../../ai';
import type { ContentBrief } from '../types';
import { toneWords } from './tone';
import { sectionParagraph } from './template-sections';
import { audienceOf, focusPoints, inSentence, sentenceStart, shortTopic, stableHash } from './words';

const subjects: Record<ContentTone, (topic: string) => string> = {
  professional: (topic) => `${topic}: what to focus on this month`,
  casual: (topic) => `${topic}, minus the hassle`,
  friendly: (topic) => `A few friendly ideas on ${inSentence(topic)}`,
  authoritative: (topic) => `${topic}: the essentials that matter`,
  conversational: (topic) => `Can we talk about ${inSentence(topic)}?`,
};

/** A campaign e-mail: subject, greeting, a short case, a benefit list, a sign-off and a button text. */
export function writeOfflineEmailCampaign(brief: ContentBrief, project: ProjectContext | null): EmailPayload {
  const words = toneWords[brief.tone];
  const topic = inSentence(shortTopic(brief.topic));
  const audience = audienceOf(project);
  const points = focusPoints(brief.topic, project, 3);
  const templateSections = brief.template?.sections ?? [];
  const seed = stableHash(`${brief.topic}|${brief.tone}`);
  // A template's outline gives the e-mail its parts: each section's name, then a paragraph.
  const middle =
    templateSections.length > 0
      ? templateSections.map((section, index) => `${section}\n${sectionParagraph(section, topic, points, index, seed)}`)
      : null;
  const content = [
    words.greeting,
    words.opening(topic, audience),
    ...(middle ?? standardMiddle(topic, points, project)),
    speakInVoice(words.closing, project?.voice),
    `${words.signOff}\nThe ${project?.name ?? 'Uplift'} team`,
  ].join('\n\n');
  return {
    subject: clip(subjects[brief.tone](sentenceStart(shortTopic(brief.topic, 60))), 120),
    content,
    cta: words.cta,
  };
}

function standardMiddle(topic: string, points: readonly string[], project: ProjectContext | null): string[] {
  return [
    `We put together a short plan so you can make progress on ${topic} without adding hours to your week. Here is what it covers:`,
    points.map((point) => `- ${sentenceStart(point)}: what it is, and the first step to take`).join('\n'),
    `Each step takes less than an hour, and together they give you a clear picture of what works for you.${project?.url ? ` Everything is on our site: ${project.url}` : ''}`,
  ];
}
