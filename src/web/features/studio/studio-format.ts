import type { RenderState, StudioAudio, StudioBestTime, StudioVideo } from '@/shared/studio/studio';
import { type CaptionStyle, formatDuration, type Scene, type SceneMotion, type SceneVisual } from '@/shared/studio/timeline';
import { formatNumber } from '@/shared/number-format';

/** What the Studio shows for a figure nobody has reported yet. */
export const notMeasured = '—';

/** How often the lists are read again while a render or a voice is under way. */
export const pollWhileMakingMs = 1_500;

export const motionLabels: Record<SceneMotion, string> = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  panLeft: 'Pan left',
  panRight: 'Pan right',
  none: 'Still',
};

export const captionLabels: Record<CaptionStyle, string> = {
  bold: 'Bold, in the middle',
  boxed: 'Boxed, at the bottom',
  minimal: 'Minimal line',
};

/** m:ss under an hour, h:mm:ss from then on (the Total Duration card adds every render up). */
export function formatTotalDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 3600) return formatDuration(whole);
  const hours = Math.floor(whole / 3600);
  return `${hours}:${formatDuration(whole % 3600).padStart(5, '0')}`;
}

export function formatCount(value: number | null): string {
  return value === null ? notMeasured : formatNumber(value);
}

export function formatEngagement(value: number | null): string {
  return value === null ? notMeasured : `${formatNumber(value, { maximumFractionDigits: 1 })}%`;
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 14 → '2 PM', 0 → '12 AM', 12 → '12 PM'. */
const clockHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour % 24 < 12 ? 'AM' : 'PM'}`;

/** The best two hours in words: 'Tuesday 2–4 PM', 'Friday 10 AM–12 PM'. */
export function bestTimeLabel({ weekday, startHour }: Pick<NonNullable<StudioBestTime['best']>, 'weekday' | 'startHour'>): string {
  const [start, end] = [clockHour(startHour), clockHour(startHour + 2)];
  const sameHalf = start.slice(-2) === end.slice(-2);
  return `${weekdays[weekday] ?? 'Unknown day'} ${sameHalf ? start.slice(0, -3) : start}–${end}`;
}

/** What the best time rests on: 'based on 47 videos, +32% engagement'. */
export function bestTimeBasis({ basedOn, best }: Pick<StudioBestTime, 'basedOn' | 'best'>): string {
  const lift = best && best.lift > 0 ? `, +${best.lift}% engagement` : '';
  return `based on ${basedOn} video${basedOn === 1 ? '' : 's'}${lift}`;
}

export function isRenderUnderWay(render: RenderState | null): boolean {
  return render?.status === 'queued' || render?.status === 'running';
}

/** The videos' refetchInterval: read again while any render is queued or running, else not at all. */
export function videoPollDelay(videos: readonly StudioVideo[] | undefined): number | false {
  return videos?.some((video) => isRenderUnderWay(video.render)) ? pollWhileMakingMs : false;
}

/** The audio's refetchInterval: read again while any is being spoken. */
export function audioPollDelay(audio: readonly StudioAudio[] | undefined): number | false {
  return audio?.some((item) => item.status === 'Processing') ? pollWhileMakingMs : false;
}

/** A render that was under way in the list before and is not any more: the overview's totals moved. */
export function videosSettled(before: readonly StudioVideo[] | undefined, after: readonly StudioVideo[]): boolean {
  const underWay = new Set(before?.filter((video) => isRenderUnderWay(video.render)).map((video) => video.id));
  return after.some((video) => underWay.has(video.id) && !isRenderUnderWay(video.render));
}

/** An audio that was Processing before and is Ready or Failed now. */
export function audioSettled(before: readonly StudioAudio[] | undefined, after: readonly StudioAudio[]): boolean {
  const processing = new Set(before?.filter((item) => item.status === 'Processing').map((item) => item.id));
  return after.some((item) => processing.has(item.id) && item.status !== 'Processing');
}

/** The scenes with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveScene(scenes: readonly Scene[], index: number, offset: -1 | 1): Scene[] {
  const target = index + offset;
  const moved = [...scenes];
  if (index < 0 || index >= scenes.length || target < 0 || target >= scenes.length) return moved;
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** A scene added at the end: a title card of a few seconds, for the user to write. */
export function newScene(id: string): Scene {
  return { id, narration: '', text: '', visual: { kind: 'title-card' }, motion: 'zoomIn', length: 5 };
}

export function visualLabel(visual: SceneVisual): string {
  if (visual.kind === 'title-card') return 'Title card';
  if (visual.kind === 'site-image') return `Site image: ${visual.url}`;
  return `Upload: ${visual.fileId}`;
}

/** The videos, most viewed first; those without reported views last, newest first among equals (the list's order). */
export function byViews(videos: readonly StudioVideo[]): StudioVideo[] {
  return [...videos].sort((a, b) => (b.views ?? -1) - (a.views ?? -1));
}

export function byDownloads(audio: readonly StudioAudio[]): StudioAudio[] {
  return [...audio].sort((a, b) => b.downloads - a.downloads);
}

/** The video with the most views, or null before any has views. */
export function topVideo(videos: readonly StudioVideo[]): StudioVideo | null {
  const [first] = byViews(videos);
  return first && first.views !== null ? first : null;
}
