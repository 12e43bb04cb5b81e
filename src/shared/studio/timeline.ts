// The Video & Audio Studio's one scene-list shape (ADR 032): what the AI writes, the scene editor edits
// and the renderer renders. A timeline in the spirit of Shotstack's: an output, a style, an optional
// soundtrack, and scenes played one after another.
import { z } from 'zod';

export const videoTypes = ['YouTube Short', 'Instagram Reel', 'TikTok Video', 'Explainer Video', 'Tutorial'] as const;
export type VideoType = (typeof videoTypes)[number];

export const aspects = ['9:16', '16:9'] as const;
export type Aspect = (typeof aspects)[number];

/** The frame each aspect renders at: full HD, upright for the short-form networks. */
export const frameSizes: Record<Aspect, { width: number; height: number }> = {
  '9:16': { width: 1080, height: 1920 },
  '16:9': { width: 1920, height: 1080 },
};

/** Shorts, Reels and TikToks are upright; explainers and tutorials are wide. */
export const aspectOfType: Record<VideoType, Aspect> = {
  'YouTube Short': '9:16',
  'Instagram Reel': '9:16',
  'TikTok Video': '9:16',
  'Explainer Video': '16:9',
  Tutorial: '16:9',
};

/** How the narration is shown: big words in the middle, a boxed line at the bottom, or a small plain line. */
export const captionStyles = ['bold', 'boxed', 'minimal'] as const;
export type CaptionStyle = (typeof captionStyles)[number];

/** The gentle movement over a still: a slow push in, a pull out, a drift sideways, or none. */
export const sceneMotions = ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'none'] as const;
export type SceneMotion = (typeof sceneMotions)[number];

export const sceneLimits = {
  scenes: 30,
  narration: 1200,
  text: 120,
  /** A scene's planned seconds; narration that takes longer lengthens it when rendered. */
  minSeconds: 1,
  maxSeconds: 120,
} as const;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #4F46E5');

/**
 * What a scene shows: a title card in the brand's colours, an image of the project's own site (fetched
 * when the render starts, through the SSRF guard), or one of the workspace's uploads.
 */
export const sceneVisualSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('title-card') }),
  z.object({ kind: z.literal('site-image'), url: z.string().url().max(2000) }),
  z.object({ kind: z.literal('upload'), fileId: z.string().uuid() }),
]);
export type SceneVisual = z.infer<typeof sceneVisualSchema>;

export const sceneSchema = z.object({
  id: z.string().min(1).max(40),
  /** What the voice says. */
  narration: z.string().trim().max(sceneLimits.narration),
  /** The headline on screen for the whole scene. */
  text: z.string().trim().max(sceneLimits.text),
  visual: sceneVisualSchema,
  motion: z.enum(sceneMotions),
  /** Planned length in seconds. */
  length: z.number().min(sceneLimits.minSeconds).max(sceneLimits.maxSeconds),
});
export type Scene = z.infer<typeof sceneSchema>;

export const timelineSchema = z.object({
  version: z.literal(1),
  output: z.object({ aspect: z.enum(aspects) }),
  style: z.object({
    captions: z.enum(captionStyles),
    /** The title cards' colours: the brand's, else Uplift's. */
    background: hexColour,
    accent: hexColour,
  }),
  /** A music bed the user uploaded, mixed under the narration at this volume (0–1). */
  soundtrack: z.object({ fileId: z.string().uuid(), volume: z.number().min(0).max(1) }).nullable(),
  scenes: z.array(sceneSchema).min(1).max(sceneLimits.scenes),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** A timeline's planned length in seconds. */
export function plannedSeconds(timeline: Pick<Timeline, 'scenes'>): number {
  return timeline.scenes.reduce((total, scene) => total + scene.length, 0);
}

/** m:ss, as the spec shows durations. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
