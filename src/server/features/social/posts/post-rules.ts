import { type ErrorCode, errorCodes } from '@/shared/error-codes';
import { socialMessages, socialNetworkLabels, textLength } from '@/shared/social';
import type { AccountRow } from '../accounts/account-access';
import { publishingNetworks } from '../networks/clients';

/** A schedule this close to now (the time a form or a file took to send) is now, not the past. */
export const scheduleGraceMs = 60_000;

/** Why `text` cannot go to `account`, with the error code the API answers; null when it can. */
export function targetProblem(account: AccountRow, text: string): { code: ErrorCode; message: string } | null {
  if (!account.credentials) return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.sampleAccount };
  if (account.status !== 'connected') return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.accountNotConnected };
  const network = socialNetworkLabels[account.network];
  if (!publishingNetworks.has(account.network)) return { code: errorCodes.ACCOUNT_NOT_CONNECTED, message: socialMessages.notPublishedYet(network) };
  if (textLength(account.network, text) > account.characterLimit) {
    return { code: errorCodes.POST_TOO_LONG, message: socialMessages.tooLong(`${network} (${account.username})`, account.characterLimit) };
  }
  return null;
}
