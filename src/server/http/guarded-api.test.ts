import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressPolicy } from './address-policy';
import { ApiCallError, createGuardedApi } from './guarded-api';
import { startTestServer, type TestServer } from './safe-fetch-test-server';

let api: TestServer;

async function failure(promise: Promise<unknown>): Promise<ApiCallError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}

beforeAll(async () => {
  api = await startTestServer('127.0.0.1', (request, response) => {
    if (request.url === '/moved') return void response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (request.url === '/resumable')
      return void response.writeHead(308, { range: 'bytes=0-262143', location: `${api.origin}/moved` }).end();
    if (request.url === '/big')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: 'x'.repeat(5000) }));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          method: request.method,
          type: request.headers['content-type'],
          key: request.headers['idempotency-key'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
});
afterAll(() => api.close());

describe('the guarded API client', () => {
  it('refuses a loopback host before connecting, and reaches it when private networks are allowed', async () => {
    const refused = await failure(createGuardedApi().call({ method: 'GET', url: `${api.origin}/` }));
    expect(refused.code).toBe('BLOCKED_ADDRESS');
    const localhost = await failure(
      createGuardedApi().call({ method: 'GET', url: api.origin.replace('http://127.0.0.1', 'https://localhost') }),
    );
    expect(localhost.code).toBe('BLOCKED_ADDRESS');
    expect(api.connections).toBe(0);

    const allowed = await createGuardedApi({ allowPrivateNetwork: true }).call({ method: 'GET', url: `${api.origin}/` });
    expect(allowed.status).toBe(201);
  });

  it('keeps metadata services refused on a private network', () => {
    const policy = createAddressPolicy({ allowPrivateNetwork: true });
    expect(['10.1.2.3', '192.168.1.10', '172.20.0.5', '127.0.0.1', '::1', 'fd12::1'].every(policy)).toBe(true);
    expect(['169.254.169.254', '100.100.100.200', 'fd00:ec2::254', 'fd00:ec2::23', '224.0.0.1'].some(policy)).toBe(false);
    expect(createAddressPolicy()('192.168.1.10')).toBe(false);
  });

  it('sends JSON, form and multipart bodies with the given headers and parses the JSON answer', async () => {
    const client = createGuardedApi({ allowLoopbackForTests: true });
    const json = await client.call({
      method: 'POST',
      url: `${api.origin}/`,
      headers: { 'idempotency-key': 'k1' },
      body: { json: { a: 1 } },
    });
    expect(json.json).toEqual({ method: 'POST', type: 'application/json', key: 'k1', body: '{"a":1}' });
    const form = await client.call({
      method: 'POST',
      url: `${api.origin}/`,
      body: { form: { 'media_ids[]': ['1', '2'], status: 'hi there' } },
    });
    expect(form.json).toMatchObject({ body: 'media_ids%5B%5D=1&media_ids%5B%5D=2&status=hi+there' });
    const multipart = await client.call({
      method: 'POST',
      url: `${api.origin}/`,
      body: { multipart: [{ name: 'file', data: Buffer.from('PNG'), filename: 'a.png', contentType: 'image/png' }] },
    });
    expect((multipart.json as { body: string }).body).toContain('filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n');
    const sly = await client.call({
      method: 'POST',
      url: `${api.origin}/`,
      body: { multipart: [{ name: 'file', data: Buffer.from('PNG'), filename: 'a".png\r\nX-Evil: 1', contentType: 'image/png' }] },
    });
    expect((sly.json as { body: string }).body).toContain(
      'Content-Disposition: form-data; name="file"; filename="a%22.png%0D%0AX-Evil: 1"\r\n',
    );
    const deleted = await client.call({ method: 'DELETE', url: `${api.origin}/`, query: { 'ids[]': ['1'] } });
    expect(deleted.json).toMatchObject({ method: 'DELETE' });
  });

  it('sends nothing over plain http to a public host, and no media type that is not one', async () => {
    const plain = await failure(
      createGuardedApi().call({ method: 'POST', url: 'http://mastodon.example/api/v1/statuses', body: { json: {} } }),
    );
    expect(plain.code).toBe('INVALID_URL');
    const client = createGuardedApi({ allowLoopbackForTests: true });
    const part = { name: 'file', data: Buffer.from('PNG'), filename: 'a.png', contentType: 'image/png\r\nX-Injected: 1' };
    expect((await failure(client.call({ method: 'POST', url: `${api.origin}/`, body: { multipart: [part] } }))).code).toBe('INVALID_BODY');
  });

  it('answers a redirect as an error instead of following it', async () => {
    const error = await failure(createGuardedApi({ allowLoopbackForTests: true }).call({ method: 'GET', url: `${api.origin}/moved` }));
    expect(error.code).toBe('REDIRECT');
  });

  it('returns a 3xx as an answer when the caller asks, still without following it', async () => {
    const client = createGuardedApi({ allowLoopbackForTests: true });
    expect((await failure(client.call({ method: 'PUT', url: `${api.origin}/resumable` }))).code).toBe('REDIRECT');
    const connections = api.connections;
    const answer = await client.call({ method: 'PUT', url: `${api.origin}/resumable`, acceptRedirectStatus: true });
    expect(answer).toMatchObject({ status: 308, headers: { range: 'bytes=0-262143' } });
    // One socket a call: a second connection would have been the Location followed.
    expect(api.connections).toBe(connections + 1);
  });

  it('stops at the size limit and tells a refused connection from an answer', async () => {
    const client = createGuardedApi({ allowLoopbackForTests: true, maxBytes: 1000 });
    expect((await failure(client.call({ method: 'GET', url: `${api.origin}/big` }))).code).toBe('TOO_LARGE');
    const closed = await startTestServer('127.0.0.1', () => undefined);
    await closed.close();
    expect((await failure(client.call({ method: 'GET', url: `${closed.origin}/` }))).code).toBe('NETWORK');
  });
});
