import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { JobQueue } from '../../../jobs/queue';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { NetworkError } from '../networks/types';
import { socialAccounts, socialConnectRequests, socialPageChoices } from '../schema';
import type { AccountAccess } from './account-access';
import { scheduledJob } from '../../../jobs/scheduled-job';

const upkeepQueue = 'social-token-upkeep';
/**
 * How long before its expiry the job renews an account's token, well before a publish needs it.
 * Instagram's 60-day token is renewed with itself, so it is renewed a week ahead: a server that was
 * down a few days does not lose the account.
 */
const renewalLeadMs = (network: string) => (network === 'instagram' ? 7 * 24 * 3600_000 : 30 * 60_000);
const longestLeadMs = renewalLeadMs('instagram');

/**
 * Every ten minutes: renews OAuth tokens about to expire (an account whose refresh is refused turns
 * Disconnected, and whoever connected it hears), and forgets connections the browser never finished
 * and Facebook Pages never chosen.
 */
export class TokenUpkeep {
  constructor(private readonly deps: { db: Database; jobs: JobQueue; access: AccountAccess; logger: Logger }) {}

  get job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue: upkeepQueue,
      cron: '*/10 * * * *',
      options: { retryLimit: 0, expireInSeconds: 300 },
      run: () => this.run(),
    });
  }

  async run(): Promise<void> {
    const { db, access, logger } = this.deps;
    await db.delete(socialConnectRequests).where(lt(socialConnectRequests.expiresAt, new Date()));
    await db.delete(socialPageChoices).where(lt(socialPageChoices.expiresAt, new Date()));
    const expiring = await db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.status, 'connected'),
          isNotNull(socialAccounts.tokenExpiresAt),
          lt(socialAccounts.tokenExpiresAt, new Date(Date.now() + longestLeadMs)),
        ),
      );
    for (const account of expiring) {
      const renewWithinMs = renewalLeadMs(account.network);
      if (account.tokenExpiresAt!.getTime() - Date.now() > renewWithinMs) continue;
      try {
        await access.credentials(account, { renewWithinMs });
      } catch (error) {
        if (error instanceof NetworkError && error.kind === 'auth') await access.lost(account, error.message);
        else logger.warn('social token not renewed; trying again later', { accountId: account.id, error: (error as Error).message });
      }
    }
  }
}
