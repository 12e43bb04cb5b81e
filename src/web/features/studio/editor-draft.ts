import { type StudioVideoDetail, speedLimits, studioMessages, type VideoUpdate, videoUpdateSchema } from '@/shared/studio/studio';
import { type Scene, sceneLimits, type Timeline } from '@/shared/studio/timeline';

/** What the scene editor edits: everything its Save sends. */
export interface EditorDraft {
  title: string;
  voice: string;
  speed: number;
  timeline: Timeline;
}

/** The messages of a draft that cannot be saved, by field path ('title', 'timeline.scenes.2.length'). */
export type DraftErrors = Record<string, string>;

export function draftOf(video: StudioVideoDetail): EditorDraft {
  // A timeline saved before soundtracks existed has none; the save must still send one.
  const timeline = { ...video.timeline, soundtrack: video.timeline.soundtrack ?? null };
  return { title: video.title, voice: video.voice, speed: video.speed, timeline };
}

/** Equal in content, whatever order the keys came in (the server's stored JSON may order them its own way). */
export function sameDraft(a: EditorDraft, b: EditorDraft): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : item,
  );
}

/** Numbers typed out of range say their range rather than zod's wording. */
const rangeMessages: Record<string, string> = {
  speed: `A speed from ${speedLimits.min} to ${speedLimits.max}`,
  length: `From ${sceneLimits.minSeconds} to ${sceneLimits.maxSeconds} seconds`,
};

/** The draft checked as the server will check it (videoUpdateSchema); empty when it can be saved. */
export function draftErrors(draft: EditorDraft): DraftErrors {
  const errors: DraftErrors = {};
  const result = videoUpdateSchema.safeParse(draft);
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join('.');
    const field = String(issue.path.at(-1));
    errors[path] ??= rangeMessages[field] ?? issue.message;
  }
  if (draft.timeline.scenes.every((scene) => scene.narration.trim() === '')) errors['timeline.scenes'] ??= studioMessages.nothingToSay;
  return errors;
}

/** The draft as the PATCH's body. */
export function updateOf(draft: EditorDraft): VideoUpdate {
  return { title: draft.title, voice: draft.voice, speed: draft.speed, timeline: draft.timeline };
}

/** The scenes with one replaced by its rewritten version, found by id (or else at the same place). */
export function withSceneReplaced(scenes: readonly Scene[], sceneId: string, rewritten: readonly Scene[]): Scene[] {
  const index = scenes.findIndex((scene) => scene.id === sceneId);
  const replacement = rewritten.find((scene) => scene.id === sceneId) ?? rewritten[index];
  return scenes.map((scene, at) => (at === index && replacement ? replacement : scene));
}
