// A local WordPress site: enough of its REST API (wp/v2) for Uplift: the current user with Basic auth
// by application password, media uploads and posts, with the answers' real shapes and statuses.
import { type FakeHttpServer, type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeWordPress {
  origin: string;
  received: ReceivedRequest[];
  posts: Array<{ id: number; title: string; content: string; status: string; featuredMedia: number | null; link: string }>;
  media: Array<{ id: number; filename: string; size: number }>;
  /** The user and application password it accepts (spaces in the password are ignored, as WordPress does). */
  username: string;
  applicationPassword: string;
  /** The user lacks publish_posts, as an Author-less Contributor does. */
  mayPublish: boolean;
  close(): Promise<void>;
}

export async function startFakeWordPress(): Promise<FakeWordPress> {
  const fake: Omit<FakeWordPress, 'origin' | 'received' | 'close'> = {
    posts: [],
    media: [],
    username: 'editor',
    applicationPassword: 'Wp4x Q9zL r2Tk 7mNb Yc3d Hs8f',
    mayPublish: true,
  };

  const signedIn = (request: ReceivedRequest) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !encoded) return false;
    const [user, ...password] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    return user === fake.username && password.join(':') === fake.applicationPassword.replace(/\s+/g, '');
  };

  const server: FakeHttpServer = await startFakeHttp((request, response) => {
    const route = `${request.method} ${request.path}`;
    if (!request.path.startsWith('/wp-json/wp/v2/'))
      return sendJson(response, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
    if (!signedIn(request)) return sendJson(response, 401, { code: 'rest_not_logged_in', message: 'You are not currently logged in.' });
    if (route === 'GET /wp-json/wp/v2/users/me') {
      return sendJson(response, 200, { id: 1, name: 'Editor Ed', capabilities: { publish_posts: fake.mayPublish, edit_posts: true } });
    }
    if (route === 'POST /wp-json/wp/v2/media') {
      const filename = /filename="([^"]+)"/.exec(request.headers['content-disposition'] ?? '')?.[1];
      if (!filename)
        return sendJson(response, 400, { code: 'rest_upload_no_content_disposition', message: 'No Content-Disposition supplied.' });
      const media = { id: 100 + fake.media.length, filename, size: request.raw.length };
      fake.media.push(media);
      return sendJson(response, 201, { id: media.id, source_url: `${server.origin}/wp-content/uploads/${filename}` });
    }
    if (route === 'POST /wp-json/wp/v2/posts') {
      if (!fake.mayPublish)
        return sendJson(response, 403, { code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.' });
      const body = request.json as { title: string; content: string; status: string; featured_media?: number };
      const id = 1 + fake.posts.length;
      const link =
        body.status === 'publish'
          ? `${server.origin}/${id}/${body.title.toLowerCase().replace(/\W+/g, '-')}/`
          : `${server.origin}/?p=${id}`;
      fake.posts.push({
        id,
        title: body.title,
        content: body.content,
        status: body.status,
        featuredMedia: body.featured_media ?? null,
        link,
      });
      return sendJson(response, 201, { id, link, status: body.status });
    }
    return sendJson(response, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
  });
  return Object.assign(fake, { origin: server.origin, received: server.received, close: server.close });
}
