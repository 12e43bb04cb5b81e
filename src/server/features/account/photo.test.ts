import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { accountMessages } from '@/shared/account/account';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const ctx = useTestServer();

async function upload(client: TestClient, bytes: Buffer, name = 'me.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(new URL('/api/account/photo', ctx.server.url), {
    method: 'POST',
    headers: { cookie: client.cookies, origin: ctx.server.url },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function download(client: TestClient, address: string) {
  const response = await fetch(new URL(address, ctx.server.url), { headers: { cookie: client.cookies } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A camera's photo: landscape, with a location and a comment in its metadata. */
function cameraPhoto() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'home-address-51.5N', Copyright: 'secret' } })
    .toBuffer();
}

describe('profile photo', () => {
  test('is re-encoded as a small square without its metadata, and shown on /api/me', async () => {
    const client = await ctx.member('photo.owner@example.com');
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const uploaded = await upload(client, original);
    expect(uploaded.status).toBe(200);
    const me = (await client.get('/api/me')).body;
    expect(me.image).toBe(uploaded.body.image);

    const served = await download(client, me.image);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata).toMatchObject({ width: 256, height: 256, format: 'jpeg' });
    expect(metadata.exif).toBeUndefined();
    expect(served.bytes.includes('home-address')).toBe(false);
  });

  test('a PNG stays a PNG', async () => {
    const client = await ctx.member('photo.png@example.com');
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const uploaded = await upload(client, png, 'me.png', 'image/png');
    const served = await download(client, uploaded.body.image);
    expect(served.type).toBe('image/png');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ width: 256, height: 256, format: 'png' });
  });

  test('refuses what is not a JPG or PNG, whatever it claims, and files over 5MB', async () => {
    const client = await ctx.member('photo.refused@example.com');
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload(client, script, 'me.jpg', 'image/jpeg')).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_IMAGE', message: accountMessages.photoNotImage } },
    });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect((await upload(client, gif, 'me.gif', 'image/gif')).status).toBe(400);
    // A JPEG's first bytes and nothing decodable after them.
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    expect((await upload(client, truncated)).status).toBe(400);
    const huge = Buffer.concat([await cameraPhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(client, huge)).toMatchObject({ status: 413, body: { error: { message: accountMessages.photoTooLarge } } });
    expect((await client.get('/api/me')).body.image).toBeNull();
  });

  test('shows to people who share a workspace with its owner, nobody else; removing it clears it', async () => {
    const owner = await ctx.member('photo.private@example.com');
    const { image } = (await upload(owner, await cameraPhoto())).body;
    const stranger = await ctx.member('photo.stranger@example.com');
    expect((await download(stranger, image)).status).toBe(404);
    expect((await download(ctx.server.client(), image)).status).toBe(401);

    expect((await owner.delete('/api/account/photo')).status).toBe(200);
    expect((await owner.get('/api/me')).body.image).toBeNull();
    expect((await download(owner, image)).status).toBe(404);
  });
});
