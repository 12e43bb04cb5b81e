// A local Ghost site: its Admin API's site, image upload and posts, checking the Admin API token the
// way Ghost does (HS256 with the key's hex secret, kid = the key's id, audience /admin/, at most 5 minutes).
import { createHmac, randomBytes } from 'node:crypto';
import { type FakeHttpServer, type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeGhost {
  origin: string;
  received: ReceivedRequest[];
  /** The Admin API key it accepts, `id:secret`. */
  adminApiKey: string;
  posts: Array<{ id: string; title: string; html: string; status: string; featureImage: string | null; url: string }>;
  images: string[];
  close(): Promise<void>;
}

const unauthorized = { errors: [{ message: 'Authorization failed', type: 'UnauthorizedError' }] };

export async function startFakeGhost(): Promise<FakeGhost> {
  const id = randomBytes(12).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const fake: Omit<FakeGhost, 'origin' | 'received' | 'close'> = { adminApiKey: `${id}:${secret}`, posts: [], images: [] };

  const validToken = (request: ReceivedRequest) => {
    const token = /^Ghost (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [head, payload, signature] = token?.split('.') ?? [];
    if (!head || !payload || !signature) return false;
    const expected = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${head}.${payload}`).digest('base64url');
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { kid?: string; alg?: string };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number; exp: number; aud: string };
    const now = Math.floor(Date.now() / 1000);
    return (
      signature === expected &&
      header.kid === id &&
      header.alg === 'HS256' &&
      claims.aud === '/admin/' &&
      claims.exp > now &&
      claims.exp - claims.iat <= 300
    );
  };

  const server: FakeHttpServer = await startFakeHttp((request, response) => {
    const route = `${request.method} ${request.path}`;
    if (!request.path.startsWith('/ghost/api/admin/'))
      return sendJson(response, 404, { errors: [{ message: 'Resource not found', type: 'NotFoundError' }] });
    if (!validToken(request)) return sendJson(response, 401, unauthorized);
    if (route === 'GET /ghost/api/admin/site/')
      return sendJson(response, 200, { site: { title: 'Field Notes', url: `${server.origin}/`, version: '5.96' } });
    if (route === 'POST /ghost/api/admin/images/upload/') {
      const file = request.files.find((part) => part.field === 'file');
      if (!file) return sendJson(response, 422, { errors: [{ message: 'Please select an image.', type: 'ValidationError' }] });
      const url = `${server.origin}/content/images/${file.filename}`;
      fake.images.push(url);
      return sendJson(response, 201, { images: [{ url, ref: null }] });
    }
    if (route === 'POST /ghost/api/admin/posts/') {
      if (request.query.get('source') !== 'html')
        return sendJson(response, 422, { errors: [{ message: 'Expected mobiledoc or lexical', type: 'ValidationError' }] });
      const [post] = (request.json as { posts: Array<{ title: string; html: string; status: string; feature_image?: string }> }).posts;
      const created = {
        id: randomBytes(12).toString('hex'),
        title: post!.title,
        html: post!.html,
        status: post!.status,
        featureImage: post!.feature_image ?? null,
        url: `${server.origin}/${post!.title.toLowerCase().replace(/\W+/g, '-')}/`,
      };
      fake.posts.push(created);
      return sendJson(response, 201, { posts: [{ id: created.id, url: created.url, status: created.status, title: created.title }] });
    }
    return sendJson(response, 404, { errors: [{ message: 'Resource not found', type: 'NotFoundError' }] });
  });
  return Object.assign(fake, { origin: server.origin, received: server.received, close: server.close });
}
