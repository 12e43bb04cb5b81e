import sharp from 'sharp';
import { expect, test } from 'vitest';
import { useTestServerOnFakeS3 } from '../../test/fake-s3';
import { testPassword, type TestClient } from '../../test/harness';
import { makeMp4 } from './test/mp4-fixture';

// The composer's images and videos on a server whose file store is an S3 bucket (ADR 044).
const { uplift, bucket } = useTestServerOnFakeS3();

async function send(client: TestClient, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${uplift.server.url}${path}`, {
    method: 'POST',
    headers: { origin: uplift.server.url, cookie: client.cookies, ...headers },
    body,
  });
  return { status: response.status, body: await response.json() };
}

async function fetchMedia(client: TestClient, id: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${uplift.server.url}/api/social/media/${id}`, { headers: { cookie: client.cookies, ...headers } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

test('an image and a video are kept in the bucket, served from it, and go with their workspace', async () => {
  const owner = await uplift.member('s3.composer@uplift.test');
  const workspaceId = (await owner.get('/api/me')).body.workspace.id;
  const png = await sharp(Buffer.alloc(40 * 30 * 3, 200), { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'loaf.png');
  const image = await send(owner, '/api/social/media', form);
  expect(image.status).toBe(201);
  expect(bucket().object(`${workspaceId}/social/${image.body.id}`)?.data).toEqual(png);
  expect((await fetchMedia(owner, image.body.id)).bytes).toEqual(png);

  const mp4 = makeMp4({ mediaBytes: 50_000 });
  const video = await send(owner, '/api/social/media/videos?name=clip.mp4', new Uint8Array(mp4), {
    'content-type': 'application/octet-stream',
  });
  expect(video.status).toBe(201);
  expect(video.body).toMatchObject({ kind: 'video', size: mp4.length });
  expect(bucket().object(`${workspaceId}/social/${video.body.id}`)?.data).toEqual(mp4);
  const range = await fetchMedia(owner, video.body.id, { range: 'bytes=100-199' });
  expect(range.status).toBe(206);
  expect(range.bytes).toEqual(mp4.subarray(100, 200));

  // Not the workspace's: another member sees neither.
  const stranger = await uplift.member('s3.composer.stranger@uplift.test');
  expect((await fetchMedia(stranger, image.body.id)).status).toBe(404);

  expect((await owner.post('/api/account/delete', { password: testPassword })).status).toBe(200);
  expect(
    bucket()
      .keys()
      .filter((key) => key.startsWith(`${workspaceId}/`)),
  ).toEqual([]);
});
