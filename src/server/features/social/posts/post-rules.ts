import { type ErrorCode, errorCodes } from '@/shared/error-codes';
import { type SocialNetwork, imageRules, socialMediaMessages, socialMessages, socialNetworkLabels, textLength } from '@/shared/social';
import type { AccountRow } from '../accounts/account-access';
import type { MediaRow } from '../media/media-service';
import { publishingNetworks } from '../networks/clients';

/** A schedule this close to now (the time a form or a file took to send) is now, not the past. */
export const scheduleGraceMs = 60_000;

/** What a post's checks know of an image: its type and size. */
export type ImageFacts = Pick<MediaRow, 'filename' | 'mimeType' | 'size'>;

/** Why `text` (with `images`) cannot go to `account`, with the error code the API answers; null when it can. */
export function targetProblem(account: AccountRow, text: string, images: readonly ImageFacts[] = []): { code: ErrorCode; message: string } | null {
  if (!account.credentials) return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.sampleAccount };
  if (account.status !== 'connected') return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.accountNotConnected };
  const network = socialNetworkLabels[account.network];
  if (!publishingNetworks.has(account.network)) return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.notPublishedYet(network) };
  if (textLength(account.network, text) > account.characterLimit) {
    return { code: errorCodes.POST_TOO_LONG, message: socialMessages.tooLong(`${network} (${account.username})`, account.characterLimit) };
  }
  const refused = imageProblem(account.network, images);
  return refused ? { code: errorCodes.VALIDATION_FAILED, message: refused } : null;
}

/** Each network's own rule for images (how many, how large, which types), said in a sentence. */
function imageProblem(network: SocialNetwork, images: readonly ImageFacts[]): string | null {
  if (images.length === 0) return null;
  const label = socialNetworkLabels[network];
  // X's media upload needs its v1.1 endpoint and an elevated app: not built (ADR 022).
  if (network === 'twitter') return socialMediaMessages.xImages;
  const rules = imageRules[network];
  if (rules.maxImages === 0) return `${label} takes no images in a post.`;
  if (images.length > rules.maxImages) return `${label} takes at most ${rules.maxImages} images in a post.`;
  for (const image of images) {
    if (!(rules.types as readonly string[]).includes(image.mimeType)) return `${label} does not take ${image.mimeType.replace('image/', '').toUpperCase()} images: “${image.filename}”.`;
    if (image.size > rules.maxBytes) return `“${image.filename}” is ${megabytes(image.size)}: ${label} takes images of up to ${megabytes(rules.maxBytes)}.`;
  }
  return null;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
