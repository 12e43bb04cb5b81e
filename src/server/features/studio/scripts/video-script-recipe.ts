// generate-video-script (spec §7): the scenes of a new video, written by the configured provider or
// offline, and one scene written again. Both answer the timeline's scene fields (ADR 032).
import { z } from 'zod';
import { sceneLimits } from '@/shared/studio/timeline';
import { type ProjectContext, defineRecipe, describeProject } from '../../../ai';
import { type DraftScene, isScript, scenesAboutTopic, scenesFromScript } from './offline-script';
import { type ScenePlan, wordsPerSecond } from './scene-plan';

const draftSceneSchema = z.object({
  narration: z.string().trim().min(1).max(sceneLimits.narration),
  text: z.string().trim().max(400),
});

const clipped = (scene: DraftScene): DraftScene => ({
  narration: scene.narration,
  text: scene.text.length > sceneLimits.text ? `${scene.text.slice(0, sceneLimits.text - 1)}…` : scene.text,
});

const quoted = (text: string) => JSON.stringify(text);

function scenesPrompt(topic: string, plan: ScenePlan, project: ProjectContext | null): string {
  const words = Math.round((plan.duration / plan.scenes) * wordsPerSecond);
  const task = isScript(topic)
    ? `Cut this script for a ${plan.duration}-second ${plan.type} into ${plan.scenes} scenes, keeping its words: ${quoted(topic)}`
    : `Write a ${plan.duration}-second ${plan.type} video script about ${quoted(topic)} in ${plan.scenes} scenes.
- The first scene is a hook; the last is a call to action${project?.name ? ` for ${project.name}` : ''}.
- Each scene's narration is about ${words} words: it is spoken at ${wordsPerSecond} words a second.`;
  return `${describeProject(project)}

${task}
- "narration" is what the voice says in the scene; "text" is the headline on screen, at most 8 words.

Answer with JSON: {"scenes": [{"narration": string, "text": string}]}`;
}

export function videoScenesRecipe(topic: string, plan: ScenePlan, project: ProjectContext | null) {
  return defineRecipe({
    kind: 'video-script',
    answer: z.object({ scenes: z.array(draftSceneSchema).min(1).max(sceneLimits.scenes) }),
    prompt: scenesPrompt(topic, plan, project),
    read: ({ scenes }) => scenes.map(clipped),
    offline: () => (isScript(topic) ? scenesFromScript(topic, plan) : scenesAboutTopic(topic, plan, project)),
    title: () => topic.slice(0, 200),
    voice: project?.voice,
  });
}

/** Ways the offline writer says a scene again: the same point, framed another way. */
const offlineFrames = [
  (point: string) => `Here is the key idea: ${point}`,
  (point: string) => `Think about it this way: ${point}`,
  (point: string) => `Remember this: ${point}`,
  (point: string) => `In short: ${point}`,
];

/** The scene's point without an earlier frame around it, so frames do not pile up. */
const pointOf = (narration: string) => {
  const framed = offlineFrames.map((frame) => frame('')).find((opening) => narration.startsWith(opening));
  return framed ? narration.slice(framed.length) : narration;
};

/** The scene at `index` written again, in the context of the others. */
export function sceneAgainRecipe(scenes: readonly DraftScene[], index: number, topic: string, project: ProjectContext | null) {
  const scene = scenes[index]!;
  const words = Math.max(6, scene.narration.split(/\s+/).length);
  return defineRecipe({
    kind: 'video-scene',
    answer: draftSceneSchema,
    prompt: `${describeProject(project)}

A video about ${quoted(topic.slice(0, 500))} has these scenes:
${scenes.map((each, at) => `${at + 1}. ${quoted(each.narration)}`).join('\n')}

Write scene ${index + 1} again: say the same part of the video differently, in about ${words} words. "text" is its headline on screen, at most 8 words.

Answer with JSON: {"narration": string, "text": string}`,
    read: clipped,
    offline: () => {
      const point = pointOf(scene.narration);
      const next = offlineFrames.findIndex((frame) => scene.narration.startsWith(frame(''))) + 1;
      const frame = offlineFrames[next % offlineFrames.length]!;
      return { narration: frame(point.charAt(0).toLowerCase() + point.slice(1)), text: scene.text };
    },
    title: () => `Scene ${index + 1}`,
    voice: project?.voice,
  });
}
