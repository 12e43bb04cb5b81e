import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3Error, S3FileStore } from './s3-file-store';
import { authorization } from './sigv4';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'uplift-file-store-'));
let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  await fake.close();
  rmSync(scratch, { recursive: true, force: true });
});

const s3 = (secretAccessKey = fake.secretAccessKey) =>
  new S3FileStore({
    bucket: fake.bucket,
    endpoint: fake.endpoint,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  });

// The same contract for both stores: what the areas rely on holds whichever is configured.
describe.each([
  { name: 'local disk', store: (): FileStore => new LocalFileStore(path.join(scratch, 'local')) },
  { name: 'S3', store: (): FileStore => s3() },
])('the file store on $name', ({ store: make }) => {
  it('stores bytes and files, reads them whole, in ranges and by their facts, and replaces them', async () => {
    const store = make();
    await store.put('ws-1/studio/clip', { bytes: Buffer.from('0123456789') }, 'video/mp4');
    const whole = await store.get('ws-1/studio/clip');
    expect(whole).toMatchObject({ size: 10, start: 0, end: 9 });
    expect(await text(whole!.body)).toBe('0123456789');
    const range = await store.get('ws-1/studio/clip', { start: 2, end: 5 });
    expect(range).toMatchObject({ size: 10, start: 2, end: 5 });
    expect(await text(range!.body)).toBe('2345');
    // A range running past the end stops at the last byte, as an HTTP Range does.
    const tail = await store.get('ws-1/studio/clip', { start: 8, end: 100 });
    expect(await text(tail!.body)).toBe('89');
    expect((await store.stat('ws-1/studio/clip'))?.size).toBe(10);
    if (store.kind === 's3') expect((await store.stat('ws-1/studio/clip'))?.contentType).toBe('video/mp4');

    const file = path.join(scratch, `${store.kind}-source.txt`);
    writeFileSync(file, 'Wholemeal bread and spelt rolls, Ünïcode & <xml>.');
    await store.put('ws-1/setup/a b&c+é.txt', { path: file }, 'text/plain');
    expect(await text((await store.get('ws-1/setup/a b&c+é.txt'))!.body)).toBe('Wholemeal bread and spelt rolls, Ünïcode & <xml>.');
    await store.put('ws-1/setup/a b&c+é.txt', { bytes: Buffer.from('replaced') }, 'text/plain');
    expect(await text((await store.get('ws-1/setup/a b&c+é.txt'))!.body)).toBe('replaced');
  });

  it('answers null for a file that is not there, and deletes one file or a workspace’s all', async () => {
    const store = make();
    expect(await store.get('ws-2/nothing')).toBeNull();
    expect(await store.stat('ws-2/nothing')).toBeNull();
    await store.delete('ws-2/nothing');
    for (const key of ['ws-2/a', 'ws-2/deep/b', 'ws-2/deep/c & d', 'ws-22/kept'])
      await store.put(key, { bytes: Buffer.from(key) }, 'text/plain');
    await store.delete('ws-2/a');
    expect(await store.stat('ws-2/a')).toBeNull();
    expect(await store.stat('ws-2/deep/b')).not.toBeNull();
    await store.deletePrefix('ws-2/');
    expect(await store.stat('ws-2/deep/b')).toBeNull();
    expect(await store.stat('ws-2/deep/c & d')).toBeNull();
    // Only that workspace's: another id starting with the same characters keeps its files.
    expect(await store.stat('ws-22/kept')).not.toBeNull();
    await expect(store.put('ws-2/../escape', { bytes: Buffer.from('x') }, 'text/plain')).rejects.toThrow(/Not a file key/);
  });
});

describe('the S3 store', () => {
  it('deletes a prefix of more files than one listing returns', async () => {
    const store = s3();
    const keys = Array.from({ length: 5 }, (_, index) => `ws-many/${index}`);
    await Promise.all(keys.map((key) => store.put(key, { bytes: Buffer.from('x') }, 'text/plain')));
    fake.pageSize = 2;
    try {
      await store.deletePrefix('ws-many/');
    } finally {
      fake.pageSize = 1000;
    }
    expect(fake.keys().filter((key) => key.startsWith('ws-many/'))).toEqual([]);
  });

  it('is refused with a wrong secret key: the fake checks the signature as S3 does', async () => {
    const error = await s3('not-the-secret')
      .put('ws-3/file', { bytes: Buffer.from('x') }, 'text/plain')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).code).toBe('SignatureDoesNotMatch');
    expect(fake.object('ws-3/file')).toBeUndefined();
  });

  it('signs as AWS documents (the GET Object example of "Signature Calculations for the Authorization Header")', () => {
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const header = authorization(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      {
        method: 'GET',
        path: '/test.txt',
        query: new URLSearchParams(),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': emptyHash,
          'x-amz-date': '20130524T000000Z',
        },
      },
    );
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
