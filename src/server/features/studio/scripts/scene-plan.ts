import type { Aspect, CaptionStyle, VideoType } from '@/shared/studio/timeline';
import { aspectOfType } from '@/shared/studio/timeline';
import { templateById } from '@/shared/studio/templates';

/** What a new video's scenes are written to: how many, how long, in which shape. */
export interface ScenePlan {
  type: VideoType;
  aspect: Aspect;
  captions: CaptionStyle;
  duration: number;
  scenes: number;
}

/** Words a voice says in a second at normal speed, about: the offline voice's and the providers' alike. */
export const wordsPerSecond = 2.5;

/** Upright short videos cut every few seconds; wide ones hold a scene longer. */
const secondsPerScene: Record<Aspect, number> = { '9:16': 6, '16:9': 12 };

/** The template's preset when one was chosen, else the type's shape with scenes of its usual pace. */
export function scenePlanOf(input: { type: VideoType; duration: number; template?: string | null }): ScenePlan {
  const template = templateById(input.template);
  const aspect = template?.aspect ?? aspectOfType[input.type];
  const pace = template?.secondsPerScene ?? secondsPerScene[aspect];
  const scenes = Math.min(30, Math.max(2, Math.round(input.duration / pace)));
  const captions = template?.captions ?? (aspect === '9:16' ? 'bold' : 'minimal');
  return { type: input.type, aspect, captions, duration: input.duration, scenes };
}

/** Lengths for `count` scenes filling `duration` seconds, whole seconds where they divide evenly. */
export function sceneLengths(duration: number, count: number): number[] {
  const base = Math.floor((duration / count) * 10) / 10;
  const lengths = Array.from({ length: count }, () => base);
  lengths[count - 1] = Math.round((duration - base * (count - 1)) * 10) / 10;
  return lengths;
}
