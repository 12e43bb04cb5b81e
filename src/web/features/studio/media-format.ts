import { type StudioUpload, studioMessages, studioUploadMaxBytes, type UploadKind } from '@/shared/studio/studio';
import { formatDuration } from '@/shared/studio/timeline';

/** What the media library's file picker offers. */
export const acceptedMedia = 'video/*,audio/*,image/*';

export const uploadKindLabels: Record<UploadKind, string> = { video: 'Video', audio: 'Audio', image: 'Image' };

/** The soundtrack's volume when one is first chosen: a music bed well under the voice. */
export const defaultMusicPercent = 15;

/**
 * Why a chosen file cannot go to the media library, or null when it may: refused here, before a large
 * file is sent only to be turned away. A file the browser cannot type is left for the server to judge.
 */
export function uploadProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > studioUploadMaxBytes) return studioMessages.uploadTooLarge;
  if (file.type && !/^(video|audio|image)\//.test(file.type)) return studioMessages.uploadNotMedia;
  return null;
}

/** Sizes in megabytes, as the library lists them: one decimal, at least 0.1. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${bytes > 0 && megabytes < 0.1 ? '0.1' : megabytes.toFixed(1)} MB`;
}

/** The facts under an upload's name: kind, size and, for audio and video, length. */
export function uploadFacts(upload: StudioUpload): string {
  const facts = [uploadKindLabels[upload.kind], formatMegabytes(upload.size)];
  if (upload.kind !== 'image' && upload.durationSeconds !== null) facts.push(formatDuration(upload.durationSeconds));
  return facts.join(' · ');
}
