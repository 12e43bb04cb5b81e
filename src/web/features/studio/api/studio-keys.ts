import { useQueryClient } from '@tanstack/react-query';

/** Query keys of the Video & Audio Studio. */
export const studioKeys = {
  all: ['studio'] as const,
  overview: () => [...studioKeys.all, 'overview'] as const,
  voices: () => [...studioKeys.all, 'voices'] as const,
  templates: () => [...studioKeys.all, 'templates'] as const,
  videos: () => [...studioKeys.all, 'videos'] as const,
  video: (id: string) => [...studioKeys.videos(), 'one', id] as const,
  audio: () => [...studioKeys.all, 'audio'] as const,
  uploads: () => [...studioKeys.all, 'uploads'] as const,
  bestTime: (timeZone: string) => [...studioKeys.all, 'best-time', timeZone] as const,
};

export const studioPath = (rest: string) => `/api/studio/${rest}`;
export const videoPath = (id: string, rest = '') => studioPath(`videos/${encodeURIComponent(id)}${rest}`);
export const audioPath = (id: string) => studioPath(`audio/${encodeURIComponent(id)}`);
export const uploadPath = (id: string) => studioPath(`uploads/${encodeURIComponent(id)}`);

/** A file's address that downloads it as an attachment (and counts an audio's download). */
export const downloadUrl = (fileUrl: string) => `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;

/**
 * After a change: the Studio's lists, the video opened in the editor, the cards' totals and the
 * templates' use counts all may have moved.
 */
export function useRefreshStudio() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: studioKeys.all });
}
