import { describe, expect, test } from 'vitest';
import type { StudioAudio } from '@/shared/studio/studio';
import { useTestServerOnFakeS3 } from '../test/fake-s3';
import { testPassword, type TestClient, type TestResponse } from '../test/harness';
import { until } from '../test/until';

// A server whose file store is an S3 bucket (the fake, which checks every request's signature).
const { uplift, bucket } = useTestServerOnFakeS3();

const workspaceOf = async (client: TestClient): Promise<string> => (await client.get('/api/me')).body.workspace.id;
const keysOf = (workspaceId: string) =>
  bucket()
    .keys()
    .filter((key) => key.startsWith(`${workspaceId}/`));

/** Asks for a Smart Setup analysis until its job is done or failed. */
const analysisOutcome = (who: TestClient, id: string): Promise<TestResponse['body']> =>
  until(
    async () => (await who.get(`/api/setup/analyses/${id}`)).body,
    (body) => body.status === 'done' || body.status === 'failed',
  );

async function upload(who: TestClient, name: string, text: string) {
  const form = new FormData();
  form.append('files', new Blob([text], { type: 'text/plain' }), name);
  const response = await fetch(`${uplift.server.url}/api/setup/uploads`, {
    method: 'POST',
    headers: { cookie: who.cookies, origin: uplift.server.url },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('with S3_BUCKET set', () => {
  test('an upload is kept in the bucket, read from it by the analysis, and goes with its analysis', async () => {
    const owner = await uplift.member('s3.uploads@uplift.test');
    const workspaceId = await workspaceOf(owner);
    const text = 'Sourdough bread and rye loaves baked daily in our family bakery.';
    const started = await upload(owner, 'bakery notes.txt', text);
    expect(started.status).toBe(202);
    const [key] = keysOf(workspaceId);
    expect(key).toMatch(new RegExp(`^${workspaceId}/${started.body.id}/[0-9a-f-]{36}$`));
    expect(bucket().object(key!)?.data.toString()).toBe(text);
    // The job read the document back from the bucket: its words are the analysis's.
    const outcome = await analysisOutcome(owner, started.body.id);
    expect(outcome.status).toBe('done');
    expect(JSON.stringify(outcome.result)).toMatch(/sourdough|rye|bakery/i);

    expect((await owner.delete(`/api/setup/analyses/${started.body.id}`)).status).toBe(204);
    expect(keysOf(workspaceId)).toEqual([]);
  });

  test('a studio render is kept in the bucket and served from it in ranges; deleting a workspace removes its files', async () => {
    const owner = await uplift.member('s3.studio@uplift.test');
    const workspaceId = await workspaceOf(owner);
    const created = await owner.post('/api/studio/audio', { title: 'Intro', type: 'Podcast Intro', script: 'Rye today.' });
    expect(created.status).toBe(201);
    const ready = await until(
      async () => ((await owner.get('/api/studio/audio')).body.audio as StudioAudio[])[0]!,
      (audio) => audio.status !== 'Processing',
    );
    expect(ready.status).toBe('Ready');
    const [key] = keysOf(workspaceId);
    expect(key).toMatch(new RegExp(`^${workspaceId}/studio/[0-9a-f-]{36}$`));
    const object = bucket().object(key!)!;
    expect(object.contentType).toBe('audio/mpeg');
    const response = await fetch(new URL(ready.fileUrl!, uplift.server.url), { headers: { cookie: owner.cookies, range: 'bytes=10-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 10-99/${object.data.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(object.data.subarray(10, 100));

    // A Sample workspace's files go with it, and only its; the account's deletion takes the rest.
    await owner.post('/api/workspaces/sample');
    const sampleId = await workspaceOf(owner);
    // An analysis still running would fail on its files going: it is let finish first.
    await analysisOutcome(owner, (await upload(owner, 'sample notes.txt', 'Croissants and pastries on Sundays.')).body.id);
    expect(keysOf(sampleId)).toHaveLength(1);
    expect((await owner.delete(`/api/workspaces/${sampleId}`)).status).toBe(204);
    expect(keysOf(sampleId)).toEqual([]);
    expect(keysOf(workspaceId)).toEqual([key]);
    expect((await owner.post('/api/account/delete', { password: testPassword })).status).toBe(200);
    expect(keysOf(workspaceId)).toEqual([]);
  });
});
