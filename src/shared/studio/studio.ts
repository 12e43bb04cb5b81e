// The Video & Audio Studio (issue 36): its texts, the views its screens read and the inputs its routes take.
import { z } from 'zod';
import { formMessages } from '../messages';
import type { ComposeWithMedia } from '../social/social';
import { type Aspect, type CaptionStyle, type Timeline, type VideoType, timelineSchema, videoTypes } from './timeline';

/** The spec's tabs; the analytics tab is labelled Performance. */
export const studioTabs = [
  { id: 'videos', label: 'Videos' },
  { id: 'audio', label: 'Audio' },
  { id: 'templates', label: 'Templates' },
  { id: 'analytics', label: 'Performance' },
] as const;
export type StudioTabId = (typeof studioTabs)[number]['id'];

export const studioMessages = {
  loadFailed: 'Failed to load media data',
  createVideoFailed: 'Failed to create video',
  createAudioFailed: 'Failed to create audio',
  fillRequired: formMessages.fillRequired,
  videoDuration: 'The duration must be between 15 and 600 seconds',
  audioDuration: 'The duration must be between 5 and 600 seconds',
  renderUnderWay: 'This video is already rendering',
  nothingToSay: 'Write the narration of at least one scene',
  renderFailed: 'The render failed. Try again, or shorten the scenes.',
  audioFailed: 'The speech could not be made. Try again.',
  noFile: 'Render the video first',
  uploadTooLarge: 'The file is larger than 200 MB',
  uploadIncomplete: 'The upload did not arrive whole. Try again.',
  uploadNotMedia: 'Choose a video (MP4, MOV), audio (MP3, WAV, M4A, OGG) or image (JPEG, PNG, WebP) file',
} as const;

export const audioTypes = ['Podcast Intro', 'Voice Over', 'Audio Summary', 'Narration'] as const;
export type AudioType = (typeof audioTypes)[number];

export const videoLimits = { minSeconds: 15, maxSeconds: 600, defaultSeconds: 60 } as const;
export const audioLimits = { minSeconds: 5, maxSeconds: 600, defaultSeconds: 30, script: 20_000 } as const;
export const speedLimits = { min: 0.5, max: 2 } as const;

/** The spec's video statuses: a video is a Draft until publishing makes it Scheduled or Published. */
export type VideoStatus = 'Draft' | 'Rendering' | 'Scheduled' | 'Published';
export type RenderStatus = 'queued' | 'running' | 'done' | 'failed';

/** A render under way or ended, as the card shows it. */
export interface RenderState {
  id: string;
  status: RenderStatus;
  /** 0–100. */
  progress: number;
  stage: string | null;
  error: string | null;
}

/** A video card. Figures a network has not reported are null ('—'). */
export interface StudioVideo {
  id: string;
  title: string;
  type: VideoType;
  aspect: Aspect;
  status: VideoStatus;
  /** Seconds of the rendered file, else the scenes' planned length. */
  durationSeconds: number;
  rendered: boolean;
  /** The scenes were edited after the last render. */
  changedSinceRender: boolean;
  views: number | null;
  /** Likes, comments and shares per view, in percent. */
  engagement: number | null;
  thumbnailUrl: string | null;
  fileUrl: string | null;
  captionsUrl: string | null;
  /** A PNG contact sheet of the rendered scenes. */
  storyboardUrl: string | null;
  render: RenderState | null;
  template: string | null;
  voice: string;
  speed: number;
  createdAt: string;
}

export interface StudioVideoDetail extends StudioVideo {
  topic: string;
  timeline: Timeline;
}

export type AudioStatus = 'Processing' | 'Ready' | 'Failed';

export interface StudioAudio {
  id: string;
  title: string;
  type: AudioType;
  script: string;
  /** The length asked for. */
  targetSeconds: number;
  /** The length the voice took, once made. */
  durationSeconds: number | null;
  voice: string;
  speed: number;
  wav: boolean;
  status: AudioStatus;
  progress: number;
  error: string | null;
  downloads: number;
  fileUrl: string | null;
  wavUrl: string | null;
  createdAt: string;
}

/** GET /api/studio/overview: the four stat cards. */
export interface StudioOverview {
  videos: number;
  audio: number;
  /** Seconds of video and audio rendered and kept. */
  renderedSeconds: number;
  /** Views the networks reported for published videos; null before any was published. */
  views: number | null;
}

/** Published videos with views a best time to publish needs: fewer say nothing. */
export const videosNeededForBestTime = 10;

/**
 * GET /api/studio/best-time: the weekday and two hours (on `timeZone`'s clocks) when this workspace's
 * published videos drew the most engagement, from the networks' figures.
 */
export interface StudioBestTime {
  timeZone: string;
  /** Published videos whose networks reported views. */
  basedOn: number;
  needed: number;
  best: {
    /** 0 is Sunday. */
    weekday: number;
    /** The two hours start here: 14 is 2–4 PM. */
    startHour: number;
    /** Its videos' average engagement, in percent. */
    engagement: number;
    /** How much above the average of all the videos, in percent. */
    lift: number;
  } | null;
}

export interface VoiceOption {
  id: string;
  label: string;
}

/** GET /api/studio/voices: the operator's speech engine and its voices. */
export interface StudioVoices {
  engine: string;
  engineLabel: string;
  voices: VoiceOption[];
  defaultVoice: string;
}

const title = z.string({ message: formMessages.fillRequired }).trim().min(1, formMessages.fillRequired).max(200);
const voice = z.string().trim().min(1).max(100);
const speed = z.number().min(speedLimits.min).max(speedLimits.max);

/** POST /api/studio/videos: the topic is a subject to write about, or a script to cut into scenes. */
export const videoInputSchema = z.strictObject({
  title,
  type: z.enum(videoTypes, { message: formMessages.fillRequired }),
  topic: z.string({ message: formMessages.fillRequired }).trim().min(1, formMessages.fillRequired).max(10_000),
  duration: z
    .number({ message: studioMessages.videoDuration })
    .int(studioMessages.videoDuration)
    .min(videoLimits.minSeconds, studioMessages.videoDuration)
    .max(videoLimits.maxSeconds, studioMessages.videoDuration)
    .default(videoLimits.defaultSeconds),
  template: z.string().max(40).nullable().optional(),
  voice: voice.optional(),
  speed: speed.optional(),
});
export type VideoInput = z.input<typeof videoInputSchema>;

/** PATCH /api/studio/videos/:id: the scene editor's save. */
export const videoUpdateSchema = z.strictObject({
  title: title.optional(),
  timeline: timelineSchema.optional(),
  voice: voice.optional(),
  speed: speed.optional(),
});
export type VideoUpdate = z.input<typeof videoUpdateSchema>;

export const audioInputSchema = z.strictObject({
  title,
  type: z.enum(audioTypes, { message: formMessages.fillRequired }),
  script: z.string({ message: formMessages.fillRequired }).trim().min(1, formMessages.fillRequired).max(audioLimits.script),
  duration: z
    .number({ message: studioMessages.audioDuration })
    .int(studioMessages.audioDuration)
    .min(audioLimits.minSeconds, studioMessages.audioDuration)
    .max(audioLimits.maxSeconds, studioMessages.audioDuration)
    .default(audioLimits.defaultSeconds),
  voice: voice.optional(),
  speed: speed.default(1),
  wav: z.boolean().default(false),
});
export type AudioInput = z.input<typeof audioInputSchema>;

/** PATCH /api/studio/audio/:id: a changed script, voice, speed or format makes the speech again. */
export const audioUpdateSchema = z.strictObject({
  title: title.optional(),
  script: audioInputSchema.shape.script.optional(),
  duration: audioInputSchema.shape.duration.unwrap().optional(),
  voice: voice.optional(),
  speed: speed.optional(),
  wav: z.boolean().optional(),
});
export type AudioUpdate = z.input<typeof audioUpdateSchema>;

/** POST /api/studio/videos/:id/share: the video as the composer's upload, and the post's first words. */
export type StudioShare = ComposeWithMedia;

export type UploadKind = 'video' | 'audio' | 'image';

/** A file the user uploaded to the media library (Upload Content): a scene's picture, a music bed, or a clip. */
export interface StudioUpload {
  id: string;
  name: string;
  kind: UploadKind;
  mimeType: string;
  size: number;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** The file itself, for previews and players (ranges served). */
  url: string;
  createdAt: string;
}

/** Largest upload: a few minutes of phone video. */
export const studioUploadMaxBytes = 200 * 1024 * 1024;

/** A template: a preset of aspect, pacing, captions and scene count that Use Template fills Create with. */
export interface StudioTemplate {
  id: string;
  name: string;
  type: VideoType;
  description: string;
  aspect: Aspect;
  captions: CaptionStyle;
  /** Seconds each scene lasts, about, and how many scenes a video from it starts with. */
  secondsPerScene: number;
  scenes: number;
  duration: number;
  /** Videos this workspace made from it. */
  uses: number;
}
