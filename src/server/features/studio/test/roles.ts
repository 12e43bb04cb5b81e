import sharp from 'sharp';
import type { TestClient, TestResponse } from '../../../test/harness';
import type { RoleFixture } from '../../../test/role-fixture';
import { areaRoles, fixed, ok, ownersNew } from '../../../test/role-table';
import { until } from '../../../test/until';

const newVideo = () => ({ title: 'Roles video', type: 'YouTube Short', topic: 'Roles and rights', duration: 15 });
const newAudio = () => ({ title: 'Roles audio', type: 'Voice Over', script: 'Roles.' });

/** The Owner's new video cut to one short scene, so that rendering it takes a moment. */
async function shortVideo(owner: TestClient): Promise<{ id: string; sceneId: string }> {
  const video = ok('video', await owner.post('/api/studio/videos', newVideo()), 201);
  const [scene] = video.timeline.scenes;
  const timeline = { ...video.timeline, scenes: [{ ...scene, narration: 'Roles.', length: 1 }] };
  ok('one scene', await owner.patch(`/api/studio/videos/${video.id}`, { timeline }), 200);
  return { id: video.id, sceneId: scene.id };
}

/** Upload Content as the screen sends it: a small picture's bytes as the body. */
async function uploadPicture(url: string, client: TestClient): Promise<TestResponse> {
  const headers: Record<string, string> = { origin: url, 'content-type': 'application/octet-stream' };
  if (client.cookies) headers.cookie = client.cookies;
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const response = await fetch(new URL('/api/studio/uploads?name=roles.png', url), {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

const finished = (owner: TestClient, path: string, list: string) =>
  until(
    async () => ((await owner.get(path)).body[list] as { render?: { status: string }; status: string }[])[0],
    (item) => item?.render?.status === 'done' || item?.status === 'Ready',
  );

/** roles.test.ts's rows for the Video & Audio Studio (ADR 018). */
export const roles = areaRoles<{ video: string; scene: string; audio: string; upload: string }>({
  seed: async (f: RoleFixture) => {
    const owner = f.clients.owner;
    const video = await shortVideo(owner);
    ok('render', await owner.post(`/api/studio/videos/${video.id}/render`), 202);
    const audio = ok('audio', await owner.post('/api/studio/audio', newAudio()), 201).id;
    await finished(owner, '/api/studio/videos', 'videos');
    await finished(owner, '/api/studio/audio', 'audio');
    const upload = ok('upload', await uploadPicture(f.server.url, owner), 201).id;
    return { video: video.id, scene: video.sceneId, audio, upload };
  },
  rows: [
    { route: 'GET /api/studio/overview', expect: [200, 200, 200, 200, 401], call: fixed('/api/studio/overview') },
    { route: 'GET /api/studio/voices', expect: [200, 200, 200, 200, 401], call: fixed('/api/studio/voices') },
    { route: 'GET /api/studio/templates', expect: [200, 200, 200, 200, 401], call: fixed('/api/studio/templates') },
    { route: 'GET /api/studio/best-time', expect: [200, 200, 200, 200, 401], call: fixed('/api/studio/best-time?tz=UTC') },
    { route: 'GET /api/studio/videos', expect: [200, 200, 200, 200, 401], call: fixed('/api/studio/videos') },
    { route: 'POST /api/studio/videos', expect: [201, 201, 403, 201, 401], call: () => ({ path: '/api/studio/videos', body: newVideo() }) },
    {
      route: 'GET /api/studio/videos/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/studio/videos/${f.ids.video}` }),
    },
    {
      route: 'PATCH /api/studio/videos/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/studio/videos/${f.ids.video}`, body: { title: 'Renamed by roles' } }),
    },
    {
      route: 'POST /api/studio/videos/:id/scenes/:sceneId/regenerate',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/studio/videos/${f.ids.video}/scenes/${f.ids.scene}/regenerate` }),
    },
    {
      route: 'POST /api/studio/videos/:id/render',
      expect: [202, 202, 403, 404, 401],
      call: async (f) => ({ path: `/api/studio/videos/${(await shortVideo(f.clients.owner)).id}/render` }),
    },
    {
      route: 'POST /api/studio/videos/:id/share',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: `/api/studio/videos/${f.ids.video}/share` }),
    },
    {
      route: 'DELETE /api/studio/videos/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/studio/videos/${await ownersNew(f, '/api/studio/videos', newVideo())}` }),
    },
    {
      route: 'GET /api/studio/videos/:id/:file',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/studio/videos/${f.ids.video}/captions.srt` }),
    },
    { route: 'GET /api/studio/uploads', expect: [200, 200, 200, 200, 401], call: fixed('/api/studio/uploads') },
    {
      route: 'POST /api/studio/uploads',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/studio/uploads', form: uploadPicture }),
    },
    {
      route: 'DELETE /api/studio/uploads/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/studio/uploads/${ok('upload', await uploadPicture(f.server.url, f.clients.owner), 201).id}` }),
    },
    {
      route: 'GET /api/studio/uploads/:id/file',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/studio/uploads/${f.ids.upload}/file` }),
    },
    { route: 'GET /api/studio/audio', expect: [200, 200, 200, 200, 401], call: fixed('/api/studio/audio') },
    { route: 'POST /api/studio/audio', expect: [201, 201, 403, 201, 401], call: () => ({ path: '/api/studio/audio', body: newAudio() }) },
    {
      route: 'PATCH /api/studio/audio/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/studio/audio/${f.ids.audio}`, body: { title: 'Renamed by roles' } }),
    },
    {
      route: 'DELETE /api/studio/audio/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/studio/audio/${await ownersNew(f, '/api/studio/audio', newAudio())}` }),
    },
    {
      route: 'GET /api/studio/audio/:id/:file',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/studio/audio/${f.ids.audio}/audio.mp3` }),
    },
  ],
});
