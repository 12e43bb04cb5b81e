import { describe, expect, it } from 'vitest';
import type { SocialMediaView } from '@/shared/social/social';
import { ApiError } from '@/web/lib/api-client';
import { type UploadRequest, uploadVideo } from './upload-video';

type Listener = () => void;
type ProgressListener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** An XMLHttpRequest the test answers: it records what was sent and fires what the browser would. */
class FakeRequest implements UploadRequest {
  status = 0;
  responseText = '';
  opened: { method: string; url: string } | null = null;
  headers: Record<string, string> = {};
  body: Blob | null = null;
  aborted = false;
  private listeners: Partial<Record<'load' | 'error' | 'abort', Listener>> = {};
  private progress: ProgressListener | null = null;
  readonly upload = { addEventListener: (_type: 'progress', listener: ProgressListener) => void (this.progress = listener) };

  open(method: string, url: string) {
    this.opened = { method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.listeners.abort?.();
  }
  addEventListener(type: 'load' | 'error' | 'abort', listener: Listener) {
    this.listeners[type] = listener;
  }

  sent(loaded: number, total: number, lengthComputable = true) {
    this.progress?.({ lengthComputable, loaded, total });
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.listeners.load?.();
  }
  fail() {
    this.listeners.error?.();
  }
}

const clip = new File(['not really a video'], 'Our bakery #1.mp4', { type: 'video/mp4' });
const view: SocialMediaView = {
  id: 'v',
  kind: 'video',
  filename: 'Our bakery #1.mp4',
  mimeType: 'video/mp4',
  size: 18,
  width: 1920,
  height: 1080,
  durationMs: 65_000,
  url: '/api/social/media/v',
};

function start(options: { signal?: AbortSignal } = {}) {
  const request = new FakeRequest();
  const progress: number[] = [];
  const upload = uploadVideo(clip, { ...options, onProgress: (percent) => progress.push(percent), createRequest: () => request });
  return { request, progress, upload };
}

describe('uploading a video', () => {
  it('sends the raw bytes with the file’s name, and tells how much has gone', async () => {
    const { request, progress, upload } = start();
    expect(request.opened).toEqual({ method: 'POST', url: '/api/social/media/videos?name=Our%20bakery%20%231.mp4' });
    expect(request.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    expect(request.body).toBe(clip);
    request.sent(0, 1000);
    request.sent(425, 1000);
    request.sent(429, 1000);
    request.sent(500, 1000, false);
    request.sent(1000, 1000);
    request.answer(201, JSON.stringify(view));
    await expect(upload).resolves.toEqual(view);
    expect(progress).toEqual([42, 100]);
  });

  it('rejects with the API’s refusal', async () => {
    const { request, upload } = start();
    request.answer(413, JSON.stringify({ error: { code: 'FILE_TOO_LARGE', message: 'A video can be at most 256 MB.' } }));
    const error = await upload.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: 'A video can be at most 256 MB.' });
  });

  it('rejects with an empty message when the answer is not the API’s, so the screen says its own', async () => {
    const { request, upload } = start();
    request.answer(502, '<html>Bad gateway</html>');
    await expect(upload).rejects.toMatchObject({ status: 502, code: 'HTTP_502', message: '' });
  });

  it('rejects when the connection fails', async () => {
    const { request, upload } = start();
    request.fail();
    const error = await upload.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('stops when told to, and does not start when told before', async () => {
    const controller = new AbortController();
    const { request, upload } = start({ signal: controller.signal });
    request.sent(100, 1000);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });

    let created = false;
    const late = uploadVideo(clip, {
      signal: controller.signal,
      createRequest: () => {
        created = true;
        return new FakeRequest();
      },
    });
    await expect(late).rejects.toMatchObject({ name: 'AbortError' });
    expect(created).toBe(false);
  });
});
