import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { JobQueue } from '../../../jobs/queue';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { NetworkError } from '../networks/types';
import { socialAccounts, socialConnectRequests } from '../schema';
import type { AccountAccess } from './account-access';

const upkeepQueue = 'social-token-upkeep';
/** Tokens expiring within this are renewed by the job, well before a publish needs them. */
const renewWithinMs = 30 * 60_000;

/**
 * Every ten minutes: renews OAuth tokens about to expire (an account whose refresh is refused turns
 * Disconnected, and whoever connected it hears), and forgets connections the browser never finished.
 */
export class TokenUpkeep {
  constructor(private readonly deps: { db: Database; jobs: JobQueue; access: AccountAccess; logger: Logger }) {}

  get job(): ModuleJob {
    return {
      queue: upkeepQueue,
      start: async () => {
        const { boss } = this.deps.jobs;
        await boss.createQueue(upkeepQueue);
        await boss.schedule(upkeepQueue, '*/10 * * * *', {}, { retryLimit: 0, expireInSeconds: 300 });
        await boss.work(upkeepQueue, () => this.run());
      },
    };
  }

  async run(): Promise<void> {
    const { db, access, logger } = this.deps;
    await db.delete(socialConnectRequests).where(lt(socialConnectRequests.expiresAt, new Date()));
    const expiring = await db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.status, 'connected'), isNotNull(socialAccounts.tokenExpiresAt), lt(socialAccounts.tokenExpiresAt, new Date(Date.now() + renewWithinMs))));
    for (const account of expiring) {
      try {
        await access.credentials(account, { renewWithinMs });
      } catch (error) {
        if (error instanceof NetworkError && error.kind === 'auth') await access.lost(account, error.message);
        else logger.warn('social token not renewed; trying again later', { accountId: account.id, error: (error as Error).message });
      }
    }
  }
}
