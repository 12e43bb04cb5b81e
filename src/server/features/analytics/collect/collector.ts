import { isbot } from 'isbot';
import type { CollectedEvent } from '@/shared/analytics/analytics';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { DomainEvents } from '../../../domain-events/domain-events';
import type { EventStore } from '../store/event-store';
import { EventBuffer, type EventBufferOptions, defaultBufferOptions } from './event-buffer';
import { type EventRow, eventRow } from './event-row';
import { type CountryLookup, noCountries } from './geoip';
import { type SiteGoal, TrackedSites, hostOfAddress } from './sites';
import { clientOf } from './user-agent';
import { DailySalts, visitorId } from './visitor-id';

/** Why an event was not counted; the endpoint still answers 202 so a site never retries it. */
export type Dropped = 'bot' | 'unknown-project' | 'hostname' | 'origin';

export interface Caller {
  address: string;
  userAgent: string;
  /** The Origin header: the page that sent the event, when a browser says. */
  origin?: string;
}

/** Takes what trackers send: drops bots and other sites' events, counts each visitor by a daily hash, and buffers the rest. */
export class Collector {
  readonly sites: TrackedSites;
  private readonly salts: DailySalts;
  private readonly buffer: EventBuffer;

  constructor(
    db: Database,
    store: EventStore,
    logger: Logger,
    /** Told of each goal conversion (goal.converted): the only events of the endpoint that cost more than the buffer. */
    private readonly events: Pick<DomainEvents, 'emit'>,
    private readonly countries: Promise<CountryLookup> = Promise.resolve(noCountries),
    bufferOptions: EventBufferOptions = defaultBufferOptions,
  ) {
    this.sites = new TrackedSites(db);
    this.salts = new DailySalts(db);
    this.buffer = new EventBuffer(db, store, logger, bufferOptions);
  }

  async collect(event: CollectedEvent, caller: Caller, at = new Date()): Promise<Dropped | null> {
    if (!caller.userAgent || isbot(caller.userAgent)) return 'bot';
    const site = await this.sites.find(event.p);
    if (!site) return 'unknown-project';
    // A browser names the page that sent the event: another site cannot have its visitors write here.
    if (caller.origin && caller.origin !== 'null') {
      const from = hostOfAddress(caller.origin);
      if (!from || !site.hostnames.has(from)) return 'origin';
    }
    const salt = await this.salts.saltOf(at);
    const country = (await this.countries).countryOf(caller.address);
    const who = { visitorId: visitorId(salt, event.p, caller.address, caller.userAgent), client: clientOf(caller.userAgent), country };
    const row = eventRow(event, site, who, at);
    if (!row) return 'hostname';
    this.buffer.add(row);
    for (const goal of site.goals) {
      if (goal.reached(row)) await this.converted(goal, row);
    }
    return null;
  }

  private async converted(goal: SiteGoal, row: EventRow): Promise<void> {
    await this.events.emit(row.workspaceId, 'goal.converted', {
      goalId: goal.id,
      projectId: row.projectId,
      goal: { kind: goal.kind, value: goal.value },
      event: row.name,
      hostname: row.hostname,
      pathname: row.pathname,
      channel: row.channel,
      referrerHost: row.referrerHost,
      utm: { source: row.utmSource, medium: row.utmMedium, campaign: row.utmCampaign },
      country: row.country,
      revenue: row.revenueAmount ? { amount: Number(row.revenueAmount), currency: row.revenueCurrency } : null,
      // The site's own properties of the event (a sign-up's email, for Lead to Email).
      props: row.props ?? {},
      occurredAt: row.occurredAt.toISOString(),
    });
  }

  /** Stores what waits (tests, shutdown). */
  flush(): Promise<void> {
    return this.buffer.flush();
  }

  stop(): Promise<void> {
    return this.buffer.stop();
  }
}
