/**
 * LinkedIn's versioned REST API for a member who connected with w_member_social: a post on the
 * member's feed, with images through the Images API. There is no figures call: reading a member
 * post's likes and comments needs r_member_social, which LinkedIn grants only to approved partners
 * and Uplift does not ask for, so LinkedIn posts show no figures.
 */
import { z } from 'zod';
import type { ApiResponse } from '../../../http/guarded-api';
import type { FailureReader, OAuthApi } from './oauth-api';
import { oauthNetworks } from './oauth-networks';
import { type MediaFile, NetworkError, type PublishedPost, type PublishRequest } from './types';
import { beforePosting } from './network-errors';

/** The API version every call names; LinkedIn serves each for about a year, then answers 426. */
export const linkedInApiVersion = '202609';

/**
 * The Posts API reads `commentary` as "little" text, where | { } @ [ ] ( ) < > # \ * _ ~ are markup
 * and must be escaped even outside an element, or LinkedIn refuses or cuts the post. A # that starts
 * a word is left alone, so a hashtag stays one.
 */
const littleMarkup = /(?<![\p{L}\p{N}])#(?=[\p{L}\p{N}])|([|{}@[\]()<>#\\*_~])/gu;

/** A post's text as LinkedIn shows it: plain text, hashtags kept. */
export function escapeLittleText(text: string): string {
  return text.replace(littleMarkup, (match, reserved: string | undefined) => (reserved ? `\\${reserved}` : match));
}

const errorAnswer = z.object({ message: z.string().optional(), code: z.string().optional(), serviceErrorCode: z.number().optional() });
const uploadAnswer = z.object({ value: z.object({ uploadUrl: z.url(), image: z.string() }) });
// A Rest.li validation message names the Java exception first; people need only what follows.
const exceptionName = /^[\w.]+Exception: /;

const readFailure: FailureReader = (response) => {
  const answer = errorAnswer.safeParse(response.json).data;
  const said = answer?.message?.replace(exceptionName, '') || `HTTP ${response.status}`;
  if (response.status === 403) {
    // Only a missing permission means connecting again; LinkedIn's other 403s refuse this one post.
    const permission = answer?.code === 'ACCESS_DENIED' || answer?.serviceErrorCode === 100;
    return permission
      ? new NetworkError(`LinkedIn does not allow Uplift to post for this account: ${said}`, 'auth')
      : new NetworkError(`LinkedIn refused the post: ${said}`, 'rejected');
  }
  if (response.status === 400 || response.status === 422) return new NetworkError(`LinkedIn refused the post: ${said}`, 'rejected');
  return undefined;
};

// LinkedIn may have made the post before a 5xx answered, and takes no idempotency key: no retry may post it again.
const readPostFailure: FailureReader = (response, answer) =>
  response.status >= 500
    ? new NetworkError(`LinkedIn is unavailable (HTTP ${response.status}).`, 'transient', undefined, true)
    : readFailure(response, answer);

export function createLinkedInClient(oauth: OAuthApi) {
  const rest = (path: string) => oauth.endpoint('linkedin', `${oauthNetworks.linkedin.apiUrl}/rest${path}`);
  const versioned = (accessToken: string) => ({
    authorization: `Bearer ${accessToken}`,
    'linkedin-version': linkedInApiVersion,
    'x-restli-protocol-version': '2.0.0',
  });

  /** The image's urn, once its bytes are on LinkedIn. */
  async function uploadImage(accessToken: string, owner: string, file: MediaFile): Promise<string> {
    const initialized = await oauth.send({
      method: 'POST',
      url: rest('/images'),
      query: { action: 'initializeUpload' },
      headers: versioned(accessToken),
      body: { json: { initializeUploadRequest: { owner } } },
    });
    const { uploadUrl, image } = oauth.read('linkedin', initialized, uploadAnswer, readFailure).value;
    // The bytes go with the member's token: only ever to LinkedIn, whatever an answer says.
    const host = new URL(uploadUrl);
    if (host.protocol !== 'https:' || !(host.hostname === 'linkedin.com' || host.hostname.endsWith('.linkedin.com'))) {
      throw new NetworkError(
        `LinkedIn answered an upload address outside LinkedIn (${host.hostname}): Uplift did not send the image there.`,
        'rejected',
      );
    }
    const uploaded = await oauth.send({
      method: 'PUT',
      // The upload address is on another LinkedIn host, answered by the fake in tests.
      url: oauth.endpoint('linkedin', uploadUrl),
      headers: { authorization: `Bearer ${accessToken}` },
      body: { raw: file.data, contentType: file.mimeType },
    });
    oauth.read('linkedin', uploaded, z.unknown(), readFailure);
    return image;
  }

  return {
    /**
     * A public post on the member's feed. LinkedIn honours no idempotency key, so a retry after the
     * post reached LinkedIn can post again: callers retry only what failed before being sent.
     */
    async publish(accessToken: string, memberId: string, request: PublishRequest): Promise<PublishedPost> {
      const author = `urn:li:person:${memberId}`;
      const images = await beforePosting(async () => {
        const uploaded: Array<{ id: string; altText?: string }> = [];
        for (const file of request.media) uploaded.push({ id: await uploadImage(accessToken, author, file), altText: file.altText });
        return uploaded;
      });
      const response = await oauth.send({
        method: 'POST',
        url: rest('/posts'),
        headers: versioned(accessToken),
        body: {
          json: {
            author,
            commentary: escapeLittleText(request.text),
            visibility: 'PUBLIC',
            distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
            lifecycleState: 'PUBLISHED',
            isReshareDisabledByAuthor: false,
            ...postContent(images),
          },
        },
      });
      oauth.read('linkedin', response, z.unknown(), readPostFailure);
      return publishedPost(response);
    },
  };
}

/** One image is a media post; two or more (LinkedIn takes up to 20) a multi-image post. */
function postContent(images: Array<{ id: string; altText?: string }>) {
  if (images.length === 0) return {};
  const [only] = images;
  return only && images.length === 1 ? { content: { media: only } } : { content: { multiImage: { images } } };
}

/** LinkedIn names the new post only in the x-restli-id header of its 201. */
function publishedPost(response: ApiResponse): PublishedPost {
  const urn = response.headers['x-restli-id'];
  if (typeof urn !== 'string' || !urn.startsWith('urn:li:')) {
    throw new NetworkError('LinkedIn sent an answer Uplift could not read.', 'transient', undefined, true);
  }
  return { remoteId: urn, url: `https://www.linkedin.com/feed/update/${urn}` };
}

export type LinkedInClient = ReturnType<typeof createLinkedInClient>;
