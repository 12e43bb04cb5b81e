// Meta's Graph APIs as the fake OAuth server answers them, with Graph's error shape: Facebook Pages
// (long-lived user tokens, the Pages a user manages with their Page tokens, feed posts, photos, a
// post's counters and the Page's published posts with their comments nested) and the Instagram API
// with Instagram Login (long-lived tokens and renewal, media containers that fetch their image over
// HTTP, carousels, publishing, permalinks, counters and the account's media with their comments).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { bearerToken, type ReceivedRequest, sendJson } from '../../../test/fake-http';
import type { FakeApiContext } from './fake-api-context';

/** The Instagram professional account the fake's tokens belong to (its "who am I" user_id). */
export const fakeInstagramUserId = '17841400000000000';
/** That account's username, as its "who am I" and its media name it. */
export const fakeInstagramUsername = 'uplift_test';

export interface FakePage {
  id: string;
  name: string;
  tasks: string[];
}

export interface FakePagePost {
  id: string;
  pageId: string;
  message: string | null;
  /** The photos the post shows, in order. */
  photoIds: string[];
  reactions: number;
  comments: number;
  shares: number;
}

export interface FakePhoto {
  id: string;
  pageId: string;
  published: boolean;
  altText: string | null;
  mimeType: string;
  size: number;
}

type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

export interface FakeContainer {
  id: string;
  imageUrl: string | null;
  caption: string | null;
  altText: string | null;
  carouselItem: boolean;
  children: string[];
  /** Status reads still to answer IN_PROGRESS before the container settles on `outcome`. */
  checksLeft: number;
  outcome: Exclude<ContainerStatus, 'IN_PROGRESS' | 'PUBLISHED'>;
  published: boolean;
}

export interface FakeMedia {
  id: string;
  containerId: string;
  caption: string | null;
  shortcode: string;
  likes: number;
  comments: number;
}

/** A comment on a Page post (Facebook) or on a media object (Instagram). */
export interface FakeComment {
  id: string;
  /** The post or media commented on. */
  on: string;
  /** Facebook: the commenter's name; Instagram: their username. */
  from: string;
  /** Facebook: the commenter's Page-scoped id (the Page's own id when the Page comments); Instagram: their IGSID. */
  fromId: string;
  message: string;
  createdTime: Date;
}

/** How a listing nests its items' comments. */
interface NestedComments {
  /** The field as asked, with its subfields: `comments.limit(50){id,text}`. */
  spec: string;
  token: string;
  /** graph.facebook.com or graph.instagram.com, for the `next` link. */
  origin: string;
  /** Facebook orders as asked, oldest first by default; Instagram's order is undocumented, and the fake answers newest first. */
  newestFirst: (order: string | undefined) => boolean;
  /** Every field of a comment; those asked for are answered. */
  describe: (comment: FakeComment) => Record<string, unknown>;
}

interface GraphError {
  message: string;
  code: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
}

const longLived = { expires_in: 5_183_944, token_type: 'bearer' };
const jpegMagic = Buffer.from([0xff, 0xd8, 0xff]);
// What a Page photo upload accepts, by its first bytes: JPEG, PNG, GIF, BMP, TIFF.
const photoMagic = [
  jpegMagic,
  Buffer.from('\x89PNG', 'latin1'),
  Buffer.from('GIF8'),
  Buffer.from('BM'),
  Buffer.from('II*\0', 'latin1'),
  Buffer.from('MM\0*', 'latin1'),
];

/** Graph writes times as `2026-11-25T12:00:00+0000`. */
const graphTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');
const cursor = (at: number) => Buffer.from(String(at)).toString('base64url');
const cursorAt = (value: string | null | undefined) => Number(Buffer.from(value ?? '', 'base64url').toString() || 0);

function graphError(response: ServerResponse, status: number, error: GraphError): true {
  sendJson(response, status, { error: { type: 'OAuthException', ...error, fbtrace_id: randomBytes(8).toString('base64url') } });
  return true;
}

/** The token endpoints, each with the grant it takes: Facebook's exchange, Instagram's exchange and renewal. */
const tokenGrants: Record<string, string> = {
  '/v25.0/oauth/access_token': 'fb_exchange_token',
  '/access_token': 'ig_exchange_token',
  '/refresh_access_token': 'ig_refresh_token',
};
const badToken = { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 };
const missing = (id: string, method: string) => ({
  message: `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  code: 100,
  error_subcode: 33,
});

/** Fields a Graph request asks for, top level only: `a.summary(x).limit(0),b{c}` → a, b. */
function fieldsOf(request: ReceivedRequest): Map<string, string> {
  const fields = new Map<string, string>();
  for (const field of (request.query.get('fields') ?? '').split(/,(?![^(]*\))(?![^{]*\})/)) {
    const name = /^[a-z_]+/.exec(field)?.[0];
    if (name) fields.set(name, field);
  }
  return fields;
}

/** A nested field's modifiers and subfields: `comments.order(x).limit(5){id,from}`. Graph's default limit is 25. */
function nestedField(spec: string) {
  const modifier = (name: string) => new RegExp(`\\.${name}\\(([^)]*)\\)`).exec(spec)?.[1];
  const subfields = /\{(.*)\}$/.exec(spec)?.[1];
  return { limit: Number(modifier('limit') ?? 25), order: modifier('order'), fields: new Set(subfields?.split(',') ?? []) };
}

/** `{"media_fbid":"…"}`, as attached_media[n] names a photo. */
function mediaFbid(value: string): string {
  try {
    return String((JSON.parse(value) as { media_fbid?: unknown }).media_fbid ?? '');
  } catch {
    return '';
  }
}

export function fakeMetaApi() {
  let lastId = 1_000_000_000_000n;
  const newId = () => String(++lastId);
  const pages: FakePage[] = [
    { id: '104000000000001', name: 'Uplift Bakery', tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'] },
    { id: '104000000000002', name: 'Uplift Analytics Only', tasks: ['ANALYZE'] },
    { id: '104000000000003', name: 'Uplift Café', tasks: ['ANALYZE', 'MODERATE', 'CREATE_CONTENT'] },
  ];
  const pageTokens = new Map<string, string>();
  const posts = new Map<string, FakePagePost>();
  const photos = new Map<string, FakePhoto>();
  const containers = new Map<string, FakeContainer>();
  const media = new Map<string, FakeMedia>();
  const comments: FakeComment[] = [];
  const failures: Array<{ matches: (request: ReceivedRequest) => boolean; status: number; error: GraphError }> = [];

  const fake = {
    pages,
    posts,
    photos,
    containers,
    media,
    /** Pages per answer of /me/accounts (Graph's default is 25). */
    accountsPageSize: 25,
    comments,
    /**
     * Permissions the user did not grant (an account connected before Uplift asked for them): reading
     * comments answers Graph's permission error without pages_read_user_content (Facebook) or
     * instagram_business_manage_comments (Instagram).
     */
    notGranted: new Set<string>(),
    /** Status reads a new container answers IN_PROGRESS before it is done. */
    containerChecks: 1,
    /** What a new container ends as once done. */
    containerOutcome: 'FINISHED' as FakeContainer['outcome'],
    /** Someone comments on a Page post or an Instagram media object. */
    addComment(on: string, input: { from: string; fromId?: string; message: string; createdTime: Date }): FakeComment {
      const post = posts.get(on);
      if (!post && !media.has(on)) throw new Error(`No post or media ${on} to comment on`);
      // A Page post's comment ids are the post's own id (without the Page's) and the comment's.
      const id = post ? `${on.split('_')[1] ?? on}_${newId()}` : newId();
      const comment: FakeComment = {
        id,
        on,
        from: input.from,
        fromId: input.fromId ?? newId(),
        message: input.message,
        createdTime: input.createdTime,
      };
      comments.push(comment);
      return comment;
    },
    /** The next request that `matches` answers this Graph error, before anything else happens. */
    failNext(matches: (request: ReceivedRequest) => boolean, status: number, error: GraphError) {
      failures.push({ matches, status, error });
    },

    /** Answers Meta's Graph API requests; false for anything else. */
    async handle(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext): Promise<boolean> {
      const { path } = request;
      if (!path.startsWith('/v25.0/') && path !== '/access_token' && path !== '/refresh_access_token') return false;
      const failure = failures.find((entry) => entry.matches(request));
      if (failure) {
        failures.splice(failures.indexOf(failure), 1);
        return graphError(response, failure.status, failure.error);
      }
      // Graph takes the token as a bearer or as access_token, in the query or the body.
      const token = bearerToken(request) ?? request.query.get('access_token') ?? request.form.get('access_token') ?? '';
      const param = (name: string) => request.form.get(name) ?? request.query.get(name);

      if (request.method === 'GET' && path in tokenGrants) return exchangeToken(request, response, context);
      if (!context.accepts(token)) return graphError(response, 400, badToken);

      if (request.method === 'GET' && path === '/v25.0/me/accounts') {
        if (pageTokens.has(token))
          return graphError(response, 400, {
            message: '(#100) Tried accessing nonexisting field (accounts) on node type (Page)',
            code: 100,
          });
        return listPages(request, response, context, token);
      }
      const edge = /^\/v25\.0\/([^/]+)\/(feed|photos|media|media_publish)$/.exec(path);
      if (request.method === 'POST' && edge) {
        const [, owner = '', name] = edge;
        if (name === 'feed' || name === 'photos') {
          if (!pages.some((page) => page.id === owner)) return graphError(response, 400, missing(owner, 'post'));
          if (pageTokens.get(token) !== owner) {
            return graphError(response, 403, {
              message:
                '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
              code: 200,
            });
          }
          return name === 'feed' ? postToFeed(owner, request, response, param) : uploadPhoto(owner, request, response, param);
        }
        if (owner !== fakeInstagramUserId) return graphError(response, 400, missing(owner, 'post'));
        return name === 'media' ? createContainer(response, param) : publishContainer(response, param);
      }
      const listing = /^\/v25\.0\/([^/]+)\/(published_posts|media)$/.exec(path);
      if (request.method === 'GET' && listing) {
        const [, owner = '', name] = listing;
        return name === 'published_posts' ? listPagePosts(owner, request, response, token) : listMedia(owner, request, response, token);
      }
      const node = /^\/v25\.0\/([^/]+)$/.exec(path)?.[1];
      if (request.method === 'GET' && node) return readNode(node, request, response);
      return graphError(response, 400, { message: `Unknown path components: ${path}`, code: 2500 });
    },
  };

  function exchangeToken(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext): true {
    const grant = request.query.get('grant_type');
    if (grant !== tokenGrants[request.path])
      return graphError(response, 400, { message: `Unsupported grant_type: ${grant ?? ''}`, code: 100 });
    if (grant === 'fb_exchange_token' && request.query.get('client_id') !== context.clientId) {
      return graphError(response, 400, { message: 'Error validating application. Invalid application ID.', code: 101 });
    }
    if (grant !== 'ig_refresh_token' && request.query.get('client_secret') !== context.clientSecret) {
      return graphError(response, 400, { message: 'Error validating client secret.', code: 1 });
    }
    const presented = request.query.get(grant === 'fb_exchange_token' ? 'fb_exchange_token' : 'access_token') ?? '';
    if (!context.accepts(presented)) return graphError(response, 400, badToken);
    sendJson(response, 200, { access_token: context.issueToken(), ...longLived });
    return true;
  }

  function listPages(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext, userToken: string): true {
    const fields = fieldsOf(request);
    const start = cursorAt(request.query.get('after'));
    const slice = pages.slice(start, start + fake.accountsPageSize);
    const data = slice.map((page) => {
      const token = context.issueToken();
      pageTokens.set(token, page.id);
      const all: Record<string, unknown> = {
        id: page.id,
        name: page.name,
        access_token: token,
        tasks: page.tasks,
        category: 'Bakery',
        picture: { data: { url: `https://scontent.xx.fbcdn.net/v/t39/${page.id}.jpg`, is_silhouette: false } },
      };
      return Object.fromEntries(Object.entries(all).filter(([name]) => name === 'id' || fields.has(name) || fields.size === 0));
    });
    const end = start + slice.length;
    sendJson(response, 200, {
      data,
      paging: {
        cursors: { before: cursor(start), after: cursor(end) },
        ...(end < pages.length
          ? { next: `https://graph.facebook.com/v25.0/me/accounts?access_token=${userToken}&after=${cursor(end)}` }
          : {}),
      },
    });
    return true;
  }

  function postToFeed(pageId: string, request: ReceivedRequest, response: ServerResponse, param: (name: string) => string | null): true {
    const photoIds: string[] = [];
    for (const [name, value] of request.form) {
      const index = /^attached_media\[(\d+)\]$/.exec(name)?.[1];
      if (index === undefined) continue;
      const photoId = mediaFbid(value);
      const photo = photos.get(photoId);
      if (!photo || photo.pageId !== pageId || photo.published)
        return graphError(response, 400, {
          message: `(#100) param attached_media[${index}] must be a valid unpublished photo of this Page`,
          code: 100,
        });
      photoIds[Number(index)] = photoId;
    }
    const message = param('message');
    if (!message && photoIds.length === 0) return graphError(response, 400, { message: '(#100) Missing message or attachment', code: 100 });
    const post: FakePagePost = {
      id: `${pageId}_${newId()}`,
      pageId,
      message,
      photoIds: photoIds.filter(Boolean),
      reactions: 0,
      comments: 0,
      shares: 0,
    };
    posts.set(post.id, post);
    sendJson(response, 200, { id: post.id });
    return true;
  }

  function uploadPhoto(pageId: string, request: ReceivedRequest, response: ServerResponse, param: (name: string) => string | null): true {
    const file = request.files.find((entry) => entry.field === 'source');
    if (!file) return graphError(response, 400, { message: '(#324) Requires upload file', code: 324 });
    if (!photoMagic.some((magic) => file.data.subarray(0, magic.length).equals(magic))) {
      return graphError(response, 400, { message: '(#324) Missing or invalid image file', code: 324 });
    }
    const published = param('published') !== 'false';
    const photo: FakePhoto = {
      id: newId(),
      pageId,
      published,
      altText: param('alt_text_custom'),
      mimeType: file.mimeType,
      size: file.data.length,
    };
    photos.set(photo.id, photo);
    if (!published) {
      sendJson(response, 200, { id: photo.id });
      return true;
    }
    const post: FakePagePost = {
      id: `${pageId}_${newId()}`,
      pageId,
      message: param('message'),
      photoIds: [photo.id],
      reactions: 0,
      comments: 0,
      shares: 0,
    };
    posts.set(post.id, post);
    sendJson(response, 200, { id: photo.id, post_id: post.id });
    return true;
  }

  /** Like Instagram, fetches the image now: a URL it cannot fetch, or that is not a JPEG, is refused. */
  async function createContainer(response: ServerResponse, param: (name: string) => string | null): Promise<true> {
    const container: FakeContainer = {
      id: newId(),
      imageUrl: null,
      caption: param('caption'),
      altText: param('alt_text'),
      carouselItem: param('is_carousel_item') === 'true',
      children: [],
      checksLeft: fake.containerChecks,
      outcome: fake.containerOutcome,
      published: false,
    };
    if (param('media_type') === 'CAROUSEL') {
      container.children = (param('children') ?? '').split(',').filter(Boolean);
      const valid = container.children.every((id) => containers.get(id)?.carouselItem);
      if (container.children.length < 2 || container.children.length > 10 || !valid) {
        return graphError(response, 400, {
          message: 'The carousel must have between 2 and 10 valid carousel items in children.',
          code: 100,
          error_subcode: 2207028,
        });
      }
    } else {
      const imageUrl = param('image_url');
      if (!imageUrl) return graphError(response, 400, { message: 'The parameter image_url is required.', code: 100 });
      const image = await fetch(imageUrl, { signal: AbortSignal.timeout(5000) }).then(
        async (answer) => (answer.ok ? Buffer.from(await answer.arrayBuffer()) : null),
        () => null,
      );
      if (!image) {
        return graphError(response, 400, {
          message: 'Only photo or video can be accepted as media type.',
          code: 9004,
          error_subcode: 2207052,
          error_user_title: 'Media download has failed.',
          error_user_msg: `The media could not be fetched from this uri: ${imageUrl}`,
        });
      }
      if (!image.subarray(0, jpegMagic.length).equals(jpegMagic)) {
        return graphError(response, 400, {
          message: 'The image format is not supported.',
          code: 36001,
          error_subcode: 2207005,
          error_user_title: 'Unsupported format',
          error_user_msg: 'The image format is not supported. Supported formats are: JPEG',
        });
      }
      container.imageUrl = imageUrl;
    }
    containers.set(container.id, container);
    sendJson(response, 200, { id: container.id });
    return true;
  }

  function statusOf(container: FakeContainer): ContainerStatus {
    if (container.published) return 'PUBLISHED';
    return container.checksLeft > 0 ? 'IN_PROGRESS' : container.outcome;
  }

  function publishContainer(response: ServerResponse, param: (name: string) => string | null): true {
    const creationId = param('creation_id') ?? '';
    const container = containers.get(creationId);
    if (!container || container.carouselItem) return graphError(response, 400, missing(creationId, 'post'));
    if (statusOf(container) !== 'FINISHED') {
      return graphError(response, 400, {
        message: 'Media ID is not available',
        code: 9007,
        error_subcode: 2207027,
        error_user_title: 'Media Not Ready For Publishing',
        error_user_msg: 'The media is not ready for publishing, please wait for a moment',
      });
    }
    container.published = true;
    const item: FakeMedia = {
      id: newId(),
      containerId: container.id,
      caption: container.caption,
      shortcode: randomBytes(8).toString('base64url'),
      likes: 0,
      comments: 0,
    };
    media.set(item.id, item);
    sendJson(response, 200, { id: item.id });
    return true;
  }

  function readNode(id: string, request: ReceivedRequest, response: ServerResponse): true {
    const fields = fieldsOf(request);
    const post = posts.get(id);
    if (post) {
      const summary = (name: string, count: number) => ({
        data: [],
        ...(fields.get(name)?.includes('.summary(total_count)') ? { summary: { total_count: count } } : {}),
      });
      sendJson(response, 200, {
        id,
        ...(fields.has('message') && post.message ? { message: post.message } : {}),
        ...(fields.has('reactions') ? { reactions: summary('reactions', post.reactions) } : {}),
        ...(fields.has('comments') ? { comments: summary('comments', post.comments) } : {}),
        ...(fields.has('shares') && post.shares > 0 ? { shares: { count: post.shares } } : {}),
      });
      return true;
    }
    const container = containers.get(id);
    if (container) {
      const status = statusOf(container);
      if (status === 'IN_PROGRESS' && fields.has('status_code')) container.checksLeft--;
      sendJson(response, 200, {
        id,
        ...(fields.has('status_code') ? { status_code: status } : {}),
        // `status` carries the error subcode when the container failed.
        ...(fields.has('status') && status === 'ERROR' ? { status: '2207001' } : {}),
      });
      return true;
    }
    const item = media.get(id);
    if (item) {
      sendJson(response, 200, {
        id,
        ...(fields.has('permalink') ? { permalink: `https://www.instagram.com/p/${item.shortcode}/` } : {}),
        ...(fields.has('username') ? { username: fakeInstagramUsername } : {}),
        ...(fields.has('caption') && item.caption ? { caption: item.caption } : {}),
        ...(fields.has('like_count') ? { like_count: item.likes } : {}),
        ...(fields.has('comments_count') ? { comments_count: item.comments } : {}),
      });
      return true;
    }
    return graphError(response, 400, missing(id, 'get'));
  }

  /**
   * A page of an edge's items, with Graph's paging: cursors, and `next` (carrying the token, as Graph's
   * does) while more follow.
   */
  function paged<T>(items: T[], limit: number, after: number, nextUrl: (after: string) => string) {
    const slice = items.slice(after, after + limit);
    const end = after + slice.length;
    return {
      data: slice,
      paging: { cursors: { before: cursor(after), after: cursor(end) }, ...(end < items.length ? { next: nextUrl(cursor(end)) } : {}) },
    };
  }

  /** A post's or a media object's comments nested in a listing, with Graph's paging; with none, the field is left out. */
  function nestedComments(on: string, nested: NestedComments) {
    const { limit, order, fields } = nestedField(nested.spec);
    const oldestFirst = comments.filter((comment) => comment.on === on).sort((a, b) => a.createdTime.getTime() - b.createdTime.getTime());
    if (oldestFirst.length === 0) return {};
    const ordered = nested.newestFirst(order) ? oldestFirst.reverse() : oldestFirst;
    const page = paged(
      ordered,
      limit,
      0,
      (after) => `${nested.origin}/v25.0/${on}/comments?access_token=${nested.token}&limit=${limit}&after=${after}`,
    );
    const shown = (all: Record<string, unknown>) => Object.fromEntries(Object.entries(all).filter(([name]) => fields.has(name)));
    return { comments: { ...page, data: page.data.map((comment) => ({ id: comment.id, ...shown(nested.describe(comment)) })) } };
  }

  function listPagePosts(pageId: string, request: ReceivedRequest, response: ServerResponse, token: string): true {
    if (!pages.some((page) => page.id === pageId)) return graphError(response, 400, missing(pageId, 'get'));
    if (pageTokens.get(token) !== pageId)
      return graphError(response, 400, { message: '(#210) A page access token is required to request this resource.', code: 210 });
    const fields = fieldsOf(request);
    const commentsSpec = fields.get('comments');
    if (commentsSpec && fake.notGranted.has('pages_read_user_content')) {
      return graphError(response, 400, {
        message: "(#10) This endpoint requires the 'pages_read_user_content' permission or the 'Page Public Content Access' feature.",
        code: 10,
      });
    }
    const newestFirst = [...posts.values()].filter((post) => post.pageId === pageId).reverse();
    const limit = Number(request.query.get('limit') ?? 25);
    const listing = paged(
      newestFirst,
      limit,
      cursorAt(request.query.get('after')),
      (after) => `https://graph.facebook.com/v25.0/${pageId}/published_posts?access_token=${token}&limit=${limit}&after=${after}`,
    );
    const data = listing.data.map((post) => ({
      id: post.id,
      ...(fields.has('message') && post.message ? { message: post.message } : {}),
      ...(commentsSpec
        ? nestedComments(post.id, {
            // Without subfields Graph answers a comment's created_time, from, message and id.
            spec: commentsSpec.includes('{') ? commentsSpec : `${commentsSpec}{created_time,from,message}`,
            token,
            origin: 'https://graph.facebook.com',
            newestFirst: (order) => order === 'reverse_chronological',
            describe: (comment) => ({
              from: { id: comment.fromId, name: comment.from },
              message: comment.message,
              created_time: graphTime(comment.createdTime),
              permalink_url: `https://www.facebook.com/${pageId}/posts/${post.id.split('_')[1]}?comment_id=${comment.id.split('_')[1]}`,
            }),
          })
        : {}),
    }));
    sendJson(response, 200, { ...listing, data });
    return true;
  }

  function listMedia(igUserId: string, request: ReceivedRequest, response: ServerResponse, token: string): true {
    if (igUserId !== fakeInstagramUserId) return graphError(response, 400, missing(igUserId, 'get'));
    const fields = fieldsOf(request);
    const commentsSpec = fields.get('comments');
    if (commentsSpec && fake.notGranted.has('instagram_business_manage_comments')) {
      return graphError(response, 400, { message: '(#10) Application does not have permission for this action', code: 10 });
    }
    const newestFirst = [...media.values()].reverse();
    const limit = Number(request.query.get('limit') ?? 25);
    const listing = paged(
      newestFirst,
      limit,
      cursorAt(request.query.get('after')),
      (after) => `https://graph.instagram.com/v25.0/${igUserId}/media?access_token=${token}&limit=${limit}&after=${after}`,
    );
    const data = listing.data.map((item) => ({
      id: item.id,
      ...(fields.has('permalink') ? { permalink: `https://www.instagram.com/p/${item.shortcode}/` } : {}),
      ...(fields.has('username') ? { username: fakeInstagramUsername } : {}),
      ...(fields.has('caption') && item.caption ? { caption: item.caption } : {}),
      ...(commentsSpec
        ? nestedComments(item.id, {
            // Without subfields Instagram answers a comment's timestamp, text and id.
            spec: commentsSpec.includes('{') ? commentsSpec : `${commentsSpec}{timestamp,text}`,
            token,
            origin: 'https://graph.instagram.com',
            newestFirst: () => true,
            describe: (comment) => ({
              username: comment.from,
              text: comment.message,
              timestamp: graphTime(comment.createdTime),
              from: { id: comment.fromId, username: comment.from },
            }),
          })
        : {}),
    }));
    sendJson(response, 200, { ...listing, data });
    return true;
  }

  return fake;
}
