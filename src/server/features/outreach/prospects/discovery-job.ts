import { and, eq, ne } from 'drizzle-orm';
import { type ProspectContact, prospectMessages } from '@/shared/outreach/prospects';
import type { Database } from '../../../db/database';
import type { DnsResolver } from '../../../http/dns-resolver';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import type { JobQueue } from '../../../jobs/queue';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import type { DiscoveredContact } from '../discovery/contact';
import { discoverContacts } from '../discovery/contact-discovery';
import { outreachProspects } from './schema';

export const discoveryQueue = 'outreach-contact-discovery';

type DiscoveryJob = { prospectId: string; guessFor: string | null };

/**
 * Reads prospects' sites for contacts, as pg-boss jobs: queued on add, so a stop loses none; a
 * retried job reads the site again, which only rewrites what the last read found.
 */
export class ContactDiscoveryJobs {
  constructor(private readonly deps: { db: Database; jobs: JobQueue; fetcher: SafeFetcher; dns: DnsResolver; logger: Logger }) {}

  readonly queue = async (prospectId: string, guessFor: string | null): Promise<void> => {
    await this.deps.jobs.send(discoveryQueue, { prospectId, guessFor } satisfies DiscoveryJob, {
      retryLimit: 2,
      retryDelay: 30,
      expireInSeconds: 300,
    });
  };

  job(): ModuleJob {
    return {
      queue: discoveryQueue,
      start: async () => {
        await this.deps.jobs.createQueue(discoveryQueue);
        await this.deps.jobs.work<DiscoveryJob>(discoveryQueue, { batchSize: 4 }, async (jobs) => {
          await Promise.all(jobs.map((job) => this.discover(job.data)));
        });
      },
    };
  }

  private async discover({ prospectId, guessFor }: DiscoveryJob): Promise<void> {
    const { db } = this.deps;
    const [prospect] = await db
      .update(outreachProspects)
      .set({ discoveryStatus: 'running', updatedAt: new Date() })
      .where(eq(outreachProspects.id, prospectId))
      .returning();
    if (!prospect) return;
    try {
      const found = await discoverContacts(this.deps.fetcher, prospect.pageUrl, {
        resolver: this.deps.dns,
        ...(guessFor && { guessPatterns: true, personName: guessFor }),
      });
      if (found.pagesRead.length === 0) throw new SafeFetchError('NETWORK', prospectMessages.noPages);
      await db
        .update(outreachProspects)
        .set({
          siteName: found.siteName || null,
          contacts: found.contacts.map(contactOf),
          socials: found.socials,
          pagesRead: found.pagesRead.length,
          discoveryStatus: 'done',
          discoveryError: null,
          discoveredAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(outreachProspects.id, prospectId));
    } catch (error) {
      // A site that cannot be read is the prospect's state, told on its row; anything else is ours, and logged.
      if (!(error instanceof SafeFetchError)) this.deps.logger.error('contact discovery failed', { error: String(error) });
      await db
        .update(outreachProspects)
        .set({
          discoveryStatus: 'failed',
          discoveryError: error instanceof SafeFetchError ? error.message : prospectMessages.discoveryFailed,
          discoveredAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(outreachProspects.id, prospectId), ne(outreachProspects.discoveryStatus, 'done')));
    }
  }
}

function contactOf(contact: DiscoveredContact): ProspectContact {
  return {
    email: contact.address,
    name: contact.name ?? null,
    role: contact.role,
    confidence: contact.confidence,
    via: contact.via,
    foundOn: contact.foundOn ?? null,
    ownDomain: contact.ownDomain,
    guess: contact.guess,
    mailDomain: contact.mailDomain,
  };
}
