import { randomUUID } from 'node:crypto';
import { type Scene, type SceneMotion, type Timeline } from '@/shared/studio/timeline';
import type { DraftScene } from './offline-script';
import { type ScenePlan, sceneLengths, wordsPerSecond } from './scene-plan';

/** Uplift's colours for title cards while a workspace has no brand colours of its own. */
export const defaultStyle = { background: '#1E1B4B', accent: '#6366F1' } as const;

/** Scenes take turns moving, so a video of title cards is not one long still. */
const motions: readonly SceneMotion[] = ['zoomIn', 'panRight', 'zoomOut', 'panLeft'];

export const newSceneId = () => randomUUID().slice(0, 8);

/** The seconds a scene needs for its narration, about, with a breath after. */
export const spokenSeconds = (narration: string) => narration.split(/\s+/).filter(Boolean).length / wordsPerSecond + 0.5;

/**
 * Written scenes as a timeline: title cards in turn-taking motion, lengths filling the plan's duration
 * in proportion to what each scene says (never shorter than its narration needs).
 */
export function draftTimeline(scenes: readonly DraftScene[], plan: ScenePlan): Timeline {
  const even = sceneLengths(plan.duration, scenes.length);
  return {
    version: 1,
    output: { aspect: plan.aspect },
    style: { captions: plan.captions, ...defaultStyle },
    soundtrack: null,
    scenes: scenes.map((scene, index): Scene => ({
      id: newSceneId(),
      narration: scene.narration,
      text: scene.text,
      visual: { kind: 'title-card' },
      motion: motions[index % motions.length]!,
      length: Math.min(120, Math.max(even[index]!, Math.ceil(spokenSeconds(scene.narration)))),
    })),
  };
}
