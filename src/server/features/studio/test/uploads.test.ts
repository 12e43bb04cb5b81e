import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StudioUpload, StudioVideoDetail } from '@/shared/studio/studio';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { findFfmpeg } from '../render/ffmpeg';

const uplift = useTestServer();
let scratch = '';
let tone: Buffer;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'uplift-studio-uploads-'));
  const ffmpeg = await findFfmpeg();
  await promisify(execFile)(ffmpeg.path, ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'libmp3lame', '-y', 'tone.mp3'], {
    cwd: scratch,
  });
  tone = await readFile(path.join(scratch, 'tone.mp3'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Upload Content as the screen sends it: the file's bytes as the body, its name in the query. */
async function upload(client: TestClient, name: string, bytes: Buffer) {
  const response = await fetch(new URL(`/api/studio/uploads?name=${encodeURIComponent(name)}`, uplift.server.url), {
    method: 'POST',
    headers: { cookie: client.cookies, origin: uplift.server.url, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: await response.json() };
}

const picture = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();

describe('Upload Content', () => {
  test('images and audio are kept in the media library; what is no media, or opens other files, is refused', async () => {
    const client = await uplift.member('uploads@studio.test');
    const image = await upload(client, 'crust.jpg', await picture());
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ name: 'crust.jpg', kind: 'image', mimeType: 'image/jpeg', width: 800, height: 600 });
    const music = await upload(client, 'tone.mp3', tone);
    expect(music.body).toMatchObject({ kind: 'audio', mimeType: 'audio/mpeg' });
    expect(music.body.durationSeconds).toBeGreaterThan(1.5);

    const text = await upload(client, 'notes.txt', Buffer.from('just words'));
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('Choose a video (MP4, MOV), audio (MP3, WAV, M4A, OGG) or image (JPEG, PNG, WebP) file');
    // A playlist would have ffmpeg read the server's own files.
    const playlist = await upload(client, 'list.m3u8', Buffer.from('#EXTM3U\n#EXTINF:1,\nfile:///etc/hostname\n'));
    expect(playlist.status).toBe(400);
    const concat = await upload(client, 'list.txt', Buffer.from('ffconcat version 1.0\nfile /etc/hostname\n'));
    expect(concat.status).toBe(400);

    const listed = (await client.get('/api/studio/uploads')).body.uploads as StudioUpload[];
    expect(listed.map((file) => file.name)).toEqual(['tone.mp3', 'crust.jpg']);
    const served = await fetch(new URL(listed[1]!.url, uplift.server.url), { headers: { cookie: client.cookies } });
    expect(served.headers.get('content-type')).toBe('image/jpeg');

    const stranger = await uplift.member('uploads.stranger@studio.test');
    const theirs = await fetch(new URL(listed[1]!.url, uplift.server.url), { headers: { cookie: stranger.cookies, range: 'bytes=0-9' } });
    expect(theirs.status).toBe(404);
    expect((await stranger.delete(`/api/studio/uploads/${listed[1]!.id}`)).status).toBe(404);

    expect((await client.delete(`/api/studio/uploads/${listed[0]!.id}`)).status).toBe(204);
    expect(((await client.get('/api/studio/uploads')).body.uploads as StudioUpload[]).map((file) => file.name)).toEqual(['crust.jpg']);
  });

  test('an uploaded picture is a scene’s visual and uploaded music its soundtrack', async () => {
    const client = await uplift.member('uploads.render@studio.test');
    const image = (await upload(client, 'loaf.jpg', await picture())).body as StudioUpload;
    const music = (await upload(client, 'bed.mp3', tone)).body as StudioUpload;
    const video = (await client.post('/api/studio/videos', { title: 'Loaf', type: 'Explainer Video', topic: 'Loaves' }))
      .body as StudioVideoDetail;
    const [scene] = video.timeline.scenes;
    const timeline = {
      ...video.timeline,
      soundtrack: { fileId: music.id, volume: 0.3 },
      scenes: [{ ...scene!, narration: 'A loaf.', visual: { kind: 'upload', fileId: image.id }, motion: 'panLeft', length: 2 }],
    };
    expect((await client.patch(`/api/studio/videos/${video.id}`, { timeline })).status).toBe(200);
    await client.post(`/api/studio/videos/${video.id}/render`);
    const done = await until(
      async () => (await client.get(`/api/studio/videos/${video.id}`)).body as StudioVideoDetail,
      (current) => current.render?.status === 'done' || current.render?.status === 'failed',
    );
    expect(done.render?.status).toBe('done');
    const file = path.join(scratch, 'loaf.mp4');
    const bytes = Buffer.from(
      await (await fetch(new URL(done.fileUrl!, uplift.server.url), { headers: { cookie: client.cookies } })).arrayBuffer(),
    );
    await writeFile(file, bytes);
    const facts = await (await findFfmpeg()).probe(file);
    expect(facts.video).toMatchObject({ width: 1920, height: 1080 });
    expect(facts.audio?.codec).toBe('aac');
  });
});
