import type { VideoPayload } from '@/shared/content/content';
import type { ProjectContext } from '../../../../ai';
import type { ContentBrief } from '../types';
import { toneWords } from './tone';
import { templateScenes } from './template-sections';
import { audienceOf, focusPoints, inSentence, sentenceStart, shortTopic, stableHash, titleCase } from './words';

/** The video length the product specification sets, split into scenes that follow each other without gaps. */
const sceneSeconds = [
  [0, 5],
  [5, 15],
  [15, 25],
  [25, 35],
  [35, 45],
  [45, 55],
  [55, 60],
] as const;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A 60-second script: hook, why it matters, three points, a recap, and a call to action in the last five seconds. */
export function writeOfflineVideoScript(brief: ContentBrief, project: ProjectContext | null): VideoPayload {
  const words = toneWords[brief.tone];
  const topic = inSentence(shortTopic(brief.topic));
  const audience = audienceOf(project);
  const [first = topic, second = topic, third = topic] = focusPoints(brief.topic, project, 3);
  const beats: Array<[text: string, description: string]> = [
    [words.hook(topic), 'Presenter on camera, title text animates in'],
    [
      `Most ${audience} know ${topic} matters, but few have a plan for it. Here are three steps.`,
      'Quick cuts of a busy desk; on-screen text: "3 steps"',
    ],
    [`One: ${first}. Start here, because it shapes everything else.`, `Step 1 caption: ${sentenceStart(first)}`],
    [`Two: ${second}. Give it one clear goal and check it every week.`, `Step 2 caption: ${sentenceStart(second)}`],
    [`Three: ${third}. Small, steady changes here add up fast.`, `Step 3 caption: ${sentenceStart(third)}`],
    [`So: ${first}, ${second}, ${third}. ${words.closing}`, 'Recap list of the three steps on screen'],
    [
      `${words.cta}${project ? ` with ${project.name}` : ''}: follow for more.`,
      `Logo and call to action${project?.url ? `: ${project.url}` : ''}`,
    ],
  ];
  const templateSections = brief.template?.sections ?? [];
  // A template's outline gives the scenes: one per section, sharing the 60 seconds.
  const scenes =
    templateSections.length > 0
      ? templateScenes(templateSections, topic, [first, second, third], stableHash(`${brief.topic}|${brief.tone}`))
      : beats.map(([text, description], index) => {
          const [start, end] = sceneSeconds[index] ?? [0, 0];
          return { time: `${clock(start)}-${clock(end)}`, text, description };
        });
  return {
    title: `${titleCase(shortTopic(brief.topic, 80))} in 60 Seconds`,
    script: scenes.map((scene) => `[${scene.time}] ${scene.text}`).join('\n\n'),
    scenes,
  };
}
