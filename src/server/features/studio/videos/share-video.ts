import type { Context } from 'hono';
import type { SocialMediaView } from '@/shared/social/social';
import type { StudioShare } from '@/shared/studio/studio';
import type { Viewer } from '../../../auth/viewer';
import { streamOfPieces } from '../../../http/ranged-file';
import type { SelfApi } from '../../../http/self-api';
import { ServiceError } from '../../../lib/service-error';
import type { ErrorCode } from '@/shared/error-codes';
import type { StudioFiles } from '../files/studio-files';
import type { VideosService } from './videos-service';

/**
 * Share: the rendered MP4 handed to the Social Engine's composer as the user's own upload (through
 * Uplift's API as the user, so Social's checks, storage and video rules apply), with the title as the
 * post's first words. The media item is remembered: the posts that carry it make the video's reach.
 */
export async function shareVideo(
  deps: { videos: VideosService; files: StudioFiles; selfApi: SelfApi },
  c: Context,
  viewer: Viewer,
  id: string,
): Promise<StudioShare> {
  const video = await deps.videos.get(viewer, id);
  const file = await deps.videos.file(viewer, id, 'video');
  const body = streamOfPieces(deps.files.read(file, 0, file.size - 1));
  const answer = await deps.selfApi
    .as(c)
    .upload<SocialMediaView | { error: { code: ErrorCode; message: string } }>(
      `/api/social/media/videos?name=${encodeURIComponent(file.name)}`,
      { body, length: file.size, contentType: 'application/octet-stream' },
    );
  if (!answer.ok || 'error' in answer.body) {
    const error = 'error' in answer.body ? answer.body.error : { code: 'INTERNAL' as ErrorCode, message: 'The video could not be shared' };
    throw new ServiceError(answer.status as 400, error.code, error.message);
  }
  await deps.videos.recordShare(viewer, id, answer.body.id);
  return { media: answer.body, content: video.title };
}
