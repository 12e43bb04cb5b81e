import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StudioAudio, StudioVideo, StudioVideoDetail } from '@/shared/studio/studio';
import type { Timeline } from '@/shared/studio/timeline';
import type { TestClient } from '../../../test/harness';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { findFfmpeg } from '../render/ffmpeg';

const uplift = useTestServer();
let scratch = '';

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'uplift-studio-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The file's bytes as the signed-in client's browser gets them, with its headers. */
async function fetchFile(client: TestClient, address: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(address, uplift.server.url), { headers: { cookie: client.cookies, ...headers } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const rendered = (client: TestClient, id: string) =>
  until(
    async () => (await client.get(`/api/studio/videos/${id}`)).body as StudioVideoDetail,
    (video) => video.render?.status === 'done' || video.render?.status === 'failed',
  );

/** Two short scenes, their narration and headlines full of what a shell or a subtitle file would take as commands. */
function twoScenes(timeline: Timeline): Timeline {
  const [first] = timeline.scenes;
  const scene = (id: string, narration: string, text: string, length: number) => ({ ...first!, id, narration, text, length });
  return {
    ...timeline,
    scenes: [scene('one', "Bake $(id) `bread` & it's done.", 'Step {\\b1} one: [ok]', 2), scene('two', '', 'Done | rm -rf ~', 1)],
  };
}

describe('videos', () => {
  test('Create writes the scenes of a Draft; the spec’s rules refuse what is missing', async () => {
    const client = await uplift.member('create@studio.test');
    const blank = await client.post('/api/studio/videos', { title: '', type: 'YouTube Short', topic: 'Sourdough' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please fill in all required fields');
    const short = await client.post('/api/studio/videos', { title: 'Bread', type: 'YouTube Short', topic: 'Sourdough', duration: 10 });
    expect(short.body.error.message).toBe('The duration must be between 15 and 600 seconds');

    const created = await client.post('/api/studio/videos', {
      title: 'Sourdough basics',
      type: 'Explainer Video',
      topic: 'Baking sourdough at home',
      duration: 60,
    });
    expect(created.status).toBe(201);
    const video = created.body as StudioVideoDetail;
    expect(video).toMatchObject({ status: 'Draft', rendered: false, aspect: '16:9', fileUrl: null, views: null, engagement: null });
    expect(video.timeline.scenes.length).toBeGreaterThanOrEqual(2);
    expect(video.timeline.scenes.every((scene) => scene.narration.length > 0 && scene.visual.kind === 'title-card')).toBe(true);
    expect(video.durationSeconds).toBeGreaterThanOrEqual(60);
    const events = (await client.get('/api/events?limit=10')).body.events as { type: string }[];
    expect(events.map((event) => event.type)).toContain('video_created');

    // A script is cut into scenes in its own words.
    const script = 'Sourdough needs only flour, water and salt. The starter does the rest. Feed it daily. Bake when it doubles in size.';
    const fromScript = (await client.post('/api/studio/videos', { title: 'Script', type: 'TikTok Video', topic: script, duration: 30 }))
      .body as StudioVideoDetail;
    expect(fromScript.aspect).toBe('9:16');
    expect(fromScript.timeline.scenes.map((scene) => scene.narration).join(' ')).toBe(script);
  });

  test('a scene is written again on its own; the editor’s timeline is checked and kept', async () => {
    const client = await uplift.member('edit@studio.test');
    const video = (await client.post('/api/studio/videos', { title: 'Edit', type: 'YouTube Short', topic: 'Cold brew coffee' }))
      .body as StudioVideoDetail;
    const [, second] = video.timeline.scenes;
    const again = (await client.post(`/api/studio/videos/${video.id}/scenes/${second!.id}/regenerate`)).body as StudioVideoDetail;
    expect(again.timeline.scenes[1]!.narration).not.toBe(second!.narration);
    expect(again.timeline.scenes.filter((_, index) => index !== 1)).toEqual(video.timeline.scenes.filter((_, index) => index !== 1));
    expect((await client.post(`/api/studio/videos/${video.id}/scenes/nope/regenerate`)).status).toBe(404);

    const badLength = { ...video.timeline, scenes: [{ ...video.timeline.scenes[0]!, length: 0 }] };
    expect((await client.patch(`/api/studio/videos/${video.id}`, { timeline: badLength })).status).toBe(400);
    const saved = await client.patch(`/api/studio/videos/${video.id}`, {
      title: 'Edited',
      timeline: twoScenes(video.timeline),
      speed: 1.2,
    });
    expect(saved.body).toMatchObject({ title: 'Edited', speed: 1.2, durationSeconds: 3 });
    expect((saved.body as StudioVideoDetail).timeline.scenes.map((scene) => scene.id)).toEqual(['one', 'two']);
  });

  test('Render makes an MP4 of the scenes’ length, a thumbnail and captions, served in ranges to the workspace only', async () => {
    const client = await uplift.member('render@studio.test');
    const stranger = await uplift.member('stranger@studio.test');
    const video = (await client.post('/api/studio/videos', { title: 'Render', type: 'YouTube Short', topic: 'Proofing dough' }))
      .body as StudioVideoDetail;
    await client.patch(`/api/studio/videos/${video.id}`, { timeline: twoScenes(video.timeline) });
    const started = await client.post(`/api/studio/videos/${video.id}/render`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'Rendering', render: { status: 'queued' } });
    const again = await client.post(`/api/studio/videos/${video.id}/render`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('RENDER_UNDER_WAY');

    const done = await rendered(client, video.id);
    expect(done).toMatchObject({ status: 'Draft', rendered: true, changedSinceRender: false, render: { status: 'done', progress: 100 } });
    const whole = await fetchFile(client, done.fileUrl!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.bytes.subarray(4, 8).toString()).toBe('ftyp');
    const file = path.join(scratch, 'render.mp4');
    await writeFile(file, whole.bytes);
    const facts = await (await findFfmpeg()).probe(file);
    expect(Math.abs(facts.durationMs - done.durationSeconds * 1000)).toBeLessThanOrEqual(200);
    expect(done.durationSeconds).toBeGreaterThanOrEqual(3);
    expect(facts.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
    expect(facts.audio?.codec).toBe('aac');

    const part = await fetchFile(client, done.fileUrl!, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.bytes.length}`);
    expect(part.bytes.equals(whole.bytes.subarray(100, 200))).toBe(true);
    const download = await fetchFile(client, `${done.fileUrl!}&download=1`, { range: 'bytes=0-9' });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename=Render.mp4');
    expect((await fetchFile(client, done.thumbnailUrl!)).headers.get('content-type')).toBe('image/jpeg');
    const storyboard = await fetchFile(client, done.storyboardUrl!);
    expect(storyboard.headers.get('content-type')).toBe('image/png');
    expect(storyboard.bytes.subarray(1, 4).toString()).toBe('PNG');
    const captions = (await fetchFile(client, done.captionsUrl!)).bytes.toString();
    expect(captions).toContain('Bake $(id)');
    expect(captions).toMatch(/^1\r?\n00:00:00,\d{3} --> /);

    // Another workspace's member gets nothing of it, whole or in part.
    for (const address of [done.fileUrl!, done.thumbnailUrl!, done.captionsUrl!, done.storyboardUrl!])
      expect((await fetchFile(stranger, address, { range: 'bytes=0-99' })).status).toBe(404);
    expect((await stranger.get(`/api/studio/videos/${video.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/studio/videos/${video.id}/render`)).status).toBe(404);

    // Share hands the MP4 to the Social Engine's composer as the user's own upload.
    const shared = await client.post(`/api/studio/videos/${video.id}/share`);
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ content: 'Render', media: { kind: 'video', mimeType: 'video/mp4', size: whole.bytes.length } });
    const inSocial = await fetchFile(client, shared.body.media.url);
    expect(inSocial.bytes.equals(whole.bytes)).toBe(true);
    expect((await stranger.post(`/api/studio/videos/${video.id}/share`)).status).toBe(404);

    // An edit after the render is told; deleting the video removes its files.
    await client.patch(`/api/studio/videos/${video.id}`, { speed: 1.1 });
    const listed = (await client.get('/api/studio/videos')).body.videos as StudioVideo[];
    expect(listed[0]).toMatchObject({ id: video.id, changedSinceRender: true });
    expect((await client.delete(`/api/studio/videos/${video.id}`)).status).toBe(204);
    expect((await fetchFile(client, done.fileUrl!)).status).toBe(404);
    expect((await client.get('/api/studio/videos')).body.videos).toEqual([]);
  });
});

describe('audio', () => {
  test('a script is spoken into an MP3 (and a WAV when asked); downloads are counted, plays are not', async () => {
    const client = await uplift.member('audio@studio.test');
    const blank = await client.post('/api/studio/audio', { title: 'Intro', type: 'Podcast Intro', script: ' ' });
    expect(blank.body.error.message).toBe('Please fill in all required fields');
    const long = await client.post('/api/studio/audio', { title: 'Intro', type: 'Podcast Intro', script: 'Hi', duration: 601 });
    expect(long.body.error.message).toBe('The duration must be between 5 and 600 seconds');

    const created = await client.post('/api/studio/audio', {
      title: 'Intro',
      type: 'Podcast Intro',
      script: 'Welcome to the bread show. Today: rye.',
      wav: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'Processing', targetSeconds: 30, durationSeconds: null, fileUrl: null });
    const ready = await until(
      async () => ((await client.get('/api/studio/audio')).body.audio as StudioAudio[])[0]!,
      (audio) => audio.status !== 'Processing',
    );
    expect(ready).toMatchObject({ status: 'Ready', downloads: 0, error: null });
    expect(ready.durationSeconds).toBeGreaterThan(1);
    const mp3 = await fetchFile(client, ready.fileUrl!);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    const wav = await fetchFile(client, ready.wavUrl!);
    expect(wav.bytes.subarray(0, 4).toString()).toBe('RIFF');

    await fetchFile(client, `${ready.fileUrl!}&download=1`);
    await fetchFile(client, `${ready.fileUrl!}&download=1`, { range: 'bytes=1000-' });
    const counted = ((await client.get('/api/studio/audio')).body.audio as StudioAudio[])[0]!;
    expect(counted.downloads).toBe(1);

    // A longer script makes a longer file.
    const edited = await client.patch(`/api/studio/audio/${ready.id}`, {
      script: 'Welcome to the bread show. Today we bake rye, spelt and a plain white loaf, and we talk about starters.',
      wav: false,
    });
    expect(edited.body.status).toBe('Processing');
    const longer = await until(
      async () => ((await client.get('/api/studio/audio')).body.audio as StudioAudio[])[0]!,
      (audio) => audio.status !== 'Processing',
    );
    expect(longer.durationSeconds!).toBeGreaterThan(ready.durationSeconds! + 1);
    expect(longer.wavUrl).toBeNull();

    const stranger = await uplift.member('audio.stranger@studio.test');
    expect((await fetchFile(stranger, longer.fileUrl!, { range: 'bytes=0-9' })).status).toBe(404);
    expect((await stranger.patch(`/api/studio/audio/${ready.id}`, { title: 'Mine' })).status).toBe(404);
  });
});

describe('overview and templates', () => {
  test('the cards and the templates’ use counts come from the workspace’s own rows', async () => {
    const client = await uplift.member('overview@studio.test');
    expect((await client.get('/api/studio/overview')).body).toEqual({ videos: 0, audio: 0, renderedSeconds: 0, views: null });
    await client.post('/api/studio/videos', {
      title: 'Short',
      type: 'YouTube Short',
      topic: 'Rye',
      duration: 30,
      template: 'youtube-short',
    });
    const templates = (await client.get('/api/studio/templates')).body.templates as { id: string; uses: number; scenes: number }[];
    expect(templates.map((template) => template.id)).toEqual(['youtube-short', 'instagram-reel', 'tiktok-video', 'explainer-video']);
    expect(templates.find((template) => template.id === 'youtube-short')).toMatchObject({ uses: 1, scenes: 5 });
    expect((await client.get('/api/studio/overview')).body).toMatchObject({ videos: 1, audio: 0, views: null });
    const voices = (await client.get('/api/studio/voices')).body;
    expect(voices.engine).toBe('espeak');
    expect(voices.voices.length).toBeGreaterThan(0);
  });
});
