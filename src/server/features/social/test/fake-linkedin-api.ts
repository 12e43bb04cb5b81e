// LinkedIn's versioned REST API as the fake OAuth server answers it for a member's token: the Images
// API's two steps (initializeUpload, then the bytes to the upload address) and the Posts API, with
// the version headers every /rest call needs and LinkedIn's error shape { status, code, message }.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type ReceivedRequest, sendJson } from '../../../test/fake-http';
import type { FakeApiContext } from './fake-api-context';

/** The member fake-oauth's /v2/userinfo names (its `sub`): the only author its tokens may post as. */
const fakeLinkedInMemberId = 'li-782bbtaQ';

// LinkedIn answers upload addresses on a host of its own; the adapter maps them to the fake.

export interface FakeLinkedInImage {
  owner: string;
  uploadPath: string;
  uploadToken: string;
  /** The bytes once the upload arrived. */
  data: Buffer | null;
  mimeType: string | null;
}

/** A post as LinkedIn received it, commentary still in little text. */
export interface FakeLinkedInPost {
  author: string;
  commentary: string;
  visibility: string;
  distribution: { feedDistribution: string };
  lifecycleState: string;
  isReshareDisabledByAuthor?: boolean;
  content?: { media?: { id: string; altText?: string }; multiImage?: { images: Array<{ id: string; altText?: string }> } };
}

const refuse = (response: ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}) =>
  sendJson(response, status, { status, message, ...extra });

/** LinkedIn serves a monthly version for about a year; one older (or not released yet) answers 426. */
function versionActive(version: string): boolean {
  const match = /^(\d{4})(\d{2})(\.\d{2})?$/.exec(version);
  if (!match) return false;
  const now = new Date();
  const age = (now.getUTCFullYear() - Number(match[1])) * 12 + (now.getUTCMonth() + 1 - Number(match[2]));
  return age >= 0 && age < 12;
}

export function fakeLinkedInApi() {
  const posts = new Map<string, FakeLinkedInPost>();
  const images = new Map<string, FakeLinkedInImage>();
  let lastShare = 7_400_000_000_000_000_000n;
  let uploadsToDrop = 0;
  let postsToFail = 0;

  /** Whether LinkedIn refused a /rest call for its headers, before reading it (the refusal is sent). */
  function refusedRestCall(request: ReceivedRequest, response: ServerResponse): boolean {
    const version = request.headers['linkedin-version'];
    if (typeof version !== 'string') {
      refuse(response, 400, 'A version must be present. Please specify a version by adding the LinkedIn-Version header.', {
        code: 'VERSION_MISSING',
      });
      return true;
    }
    if (!versionActive(version)) {
      refuse(response, 426, `Requested version ${version} is not active`, { code: 'NONEXISTENT_VERSION' });
      return true;
    }
    // LinkedIn documents the header as required on every call; it does not document how it refuses one without it.
    if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
      refuse(response, 400, 'X-Restli-Protocol-Version 2.0.0 is required.', { code: 'ILLEGAL_ARGUMENT' });
      return true;
    }
    return false;
  }

  function initializeUpload(request: ReceivedRequest, response: ServerResponse): void {
    const owner = (request.json as { initializeUploadRequest?: { owner?: unknown } } | undefined)?.initializeUploadRequest?.owner;
    if (typeof owner !== 'string')
      return refuse(response, 422, 'ERROR :: /initializeUploadRequest/owner :: field is required but not found and has no default value');
    if (owner !== `urn:li:person:${fakeLinkedInMemberId}`)
      return refuse(response, 403, `Not enough permissions to access: images.ACTION.${request.headers['linkedin-version']}`, {
        code: 'ACCESS_DENIED',
        serviceErrorCode: 100,
      });
    const id = `C4E10AQ${randomBytes(9).toString('base64url')}`;
    const image: FakeLinkedInImage = {
      owner,
      uploadPath: `/dms-uploads/${id}/uploaded-image/0`,
      uploadToken: randomBytes(12).toString('hex'),
      data: null,
      mimeType: null,
    };
    images.set(`urn:li:image:${id}`, image);
    sendJson(response, 200, {
      value: {
        uploadUrlExpiresAt: Date.now() + 24 * 3600_000,
        uploadUrl: `${fake.uploadOrigin}${image.uploadPath}?ca=vector_feedshare&ut=${image.uploadToken}`,
        image: `urn:li:image:${id}`,
      },
    });
  }

  /** Why LinkedIn refuses this post (status and message), or undefined when it takes it. */
  function problemWith(post: Partial<FakeLinkedInPost>): [number, string, Record<string, unknown>?] | undefined {
    for (const field of ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState'] as const) {
      if (post[field] === undefined) return [422, `ERROR :: /${field} :: field is required but not found and has no default value`];
    }
    if (post.author !== `urn:li:person:${fakeLinkedInMemberId}`)
      return [403, 'Not enough permissions to access: partnerApiPostsExternal.CREATE', { code: 'ACCESS_DENIED', serviceErrorCode: 100 }];
    if (!post.distribution?.feedDistribution)
      return [422, 'ERROR :: /distribution/feedDistribution :: field is required but not found and has no default value'];
    const content = post.content;
    const named = content?.multiImage?.images ?? (content?.media ? [content.media] : []);
    if (content?.multiImage && (named.length < 2 || named.length > 20))
      return [422, 'ERROR :: /content/multiImage/images :: a multi-image post has 2 to 20 images'];
    const missing = named.find((image) => !images.get(image.id)?.data);
    if (missing) return [422, `ERROR :: /content :: ${missing.id} has not been uploaded`];
    const duplicate = [...posts.entries()].find(
      ([, earlier]) => earlier.commentary === post.commentary && JSON.stringify(earlier.content) === JSON.stringify(content),
    );
    if (duplicate) {
      return [
        422,
        `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${duplicate[0]}`,
        {
          errorDetailType: 'com.linkedin.common.error.BadRequest',
          errorDetails: { inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }] },
        },
      ];
    }
    return undefined;
  }

  function createPost(request: ReceivedRequest, response: ServerResponse): void {
    if (postsToFail > 0) {
      postsToFail--;
      return refuse(response, 500, 'Internal Server Error');
    }
    const post = (request.json ?? {}) as Partial<FakeLinkedInPost>;
    const problem = problemWith(post);
    if (problem) return refuse(response, problem[0], problem[1], problem[2]);
    const urn = `urn:li:share:${++lastShare}`;
    posts.set(urn, post as FakeLinkedInPost);
    response.writeHead(201, { 'x-restli-id': urn, 'x-linkedin-id': urn }).end();
  }

  /** The bytes of an image whose upload was initialized; the signed address must come back whole. */
  function receiveUpload(request: ReceivedRequest, response: ServerResponse): boolean {
    const image = [...images.values()].find((candidate) => candidate.uploadPath === request.path);
    if (!image) return false;
    if (uploadsToDrop > 0) {
      uploadsToDrop--;
      response.destroy();
      return true;
    }
    if (request.query.get('ut') !== image.uploadToken || request.raw.length === 0) {
      refuse(response, 400, 'The upload is missing its token or its bytes.');
      return true;
    }
    image.data = request.raw;
    image.mimeType = request.headers['content-type'] ?? null;
    response.writeHead(201).end();
    return true;
  }

  const fake = {
    posts,
    images,
    /** Where the upload addresses LinkedIn answers point: a test sets another host to see it refused. */
    uploadOrigin: 'https://www.linkedin.com',
    /** The next image upload loses its connection before LinkedIn answers. */
    dropNextUpload() {
      uploadsToDrop++;
    },
    /** The next post answers 500, as LinkedIn does when it fails after taking the request. */
    failNextPost() {
      postsToFail++;
    },
    /** Answers LinkedIn's API requests; false for anything else. */
    handle(request: ReceivedRequest, response: ServerResponse, context: FakeApiContext): boolean {
      const isUpload = request.method === 'PUT' && request.path.startsWith('/dms-uploads/');
      const isRest = request.method === 'POST' && (request.path === '/rest/posts' || request.path === '/rest/images');
      if (!isUpload && !isRest) return false;
      if (!context.authorized(request)) {
        refuse(response, 401, 'The token used in the request has been revoked by the user', {
          serviceErrorCode: 65601,
          code: 'REVOKED_ACCESS_TOKEN',
        });
        return true;
      }
      if (isUpload) return receiveUpload(request, response);
      if (refusedRestCall(request, response)) return true;
      if (request.path === '/rest/posts') createPost(request, response);
      else if (request.query.get('action') === 'initializeUpload') initializeUpload(request, response);
      else refuse(response, 400, 'Resource method could not be resolved from request parameters.', { code: 'ILLEGAL_ARGUMENT' });
      return true;
    },
  };
  return fake;
}
