import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialMediaView } from '@/shared/social/social';
import { apiErrorOf } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';
import { socialKeys, socialPath } from './social-keys';

/** The part of XMLHttpRequest an upload uses; tests hand in their own. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
  readonly upload: {
    addEventListener(type: 'progress', listener: (event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void): void;
  };
  readonly status: number;
  readonly responseText: string;
}

export interface VideoUploadOptions {
  /** The whole percent sent so far, each time it grows. */
  onProgress?: (percent: number) => void;
  /** Aborting it stops the upload; the promise then rejects with its reason. */
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
}

/**
 * Sends one video as its raw bytes. XMLHttpRequest rather than fetch, which cannot tell how much of a
 * request body has gone: a video may be hundreds of megabytes, and the author watches it go.
 */
export function uploadVideo(
  file: File,
  { onProgress, signal, createRequest = () => new XMLHttpRequest() }: VideoUploadOptions = {},
): Promise<SocialMediaView> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = createRequest();
    let sent = 0;
    request.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      const percent = Math.floor((event.loaded / event.total) * 100);
      if (percent > sent) onProgress?.((sent = percent));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as SocialMediaView);
        } catch (error) {
          reject(error);
        }
      } else {
        // The API's one error shape, read as every other request's is.
        void apiErrorOf(new Response(request.responseText, { status: request.status })).then(reject);
      }
    });
    request.addEventListener('error', () => reject(new Error('The video could not be sent: the connection failed.')));
    request.addEventListener('abort', () => reject(signal?.reason ?? new DOMException('The upload was stopped.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.open('POST', `${socialPath('media/videos')}?name=${encodeURIComponent(file.name)}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.send(file);
  });
}

/** Uploads a post's video; it counts against the plan's storage. The images' key, so the composer waits for it as for them. */
export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: socialKeys.mediaUploads(),
    mutationFn: ({ file, ...options }: { file: File } & Omit<VideoUploadOptions, 'createRequest'>) => uploadVideo(file, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
