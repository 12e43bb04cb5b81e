import { type ErrorCode, errorCodes } from '@/shared/error-codes';
import { type MediaFacts, mediaProblem, socialMessages, socialNetworkLabels, textLength, youtubeTextProblem } from '@/shared/social/social';
import type { AccountRow } from '../accounts/account-access';
import { publishingNetworks } from '../networks/clients';

/** A schedule this close to now (the time a form or a file took to send) is now, not the past. */
export const scheduleGraceMs = 60_000;

type Problem = { code: ErrorCode; message: string } | null;

/** Why nothing can be posted to `account` (a sample, disconnected, a network not published to yet); null when it can. */
export function accountProblem(account: AccountRow): Problem {
  if (!account.credentials) return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.sampleAccount };
  if (account.status !== 'connected') return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.accountNotConnected };
  if (!publishingNetworks.has(account.network))
    return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.notPublishedYet(socialNetworkLabels[account.network]) };
  return null;
}

/** Why `account`'s network refuses this text or these files (too long, too many or too large, of a kind it does not take); null when it takes them. */
export function contentProblem(account: AccountRow, text: string, media: readonly MediaFacts[] = []): Problem {
  if (textLength(account.network, text) > account.characterLimit) {
    return {
      code: errorCodes.POST_TOO_LONG,
      message: socialMessages.tooLong(`${socialNetworkLabels[account.network]} (${account.username})`, account.characterLimit),
    };
  }
  const badText = account.network === 'youtube' ? youtubeTextProblem(text) : null;
  if (badText) return { code: errorCodes.POST_TOO_LONG, message: badText };
  const refused = mediaProblem(account.network, media);
  return refused ? { code: errorCodes.VALIDATION_FAILED, message: refused } : null;
}
