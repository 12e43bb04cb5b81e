import { and, eq, sql } from 'drizzle-orm';
import { type Presentation, sentWithLine } from '@/shared/branding';
import { emailBrandHeader, footerLine } from '../../../branding/brand-html';
import type { CoreDeps } from '../../../context';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import type { JobQueue } from '../../../jobs/queue';
import type { Mailer } from '../../../mail/mailer';
import type { ModuleJob } from '../../../server-module';
import type { UsageMeter } from '../../../usage/meter';
import type { DomainEvents } from '../../../domain-events/domain-events';
import { subscriberCreated } from '../subscribers/subscribers-service';
import type { PublicLinks } from '../compose/public-links';
import { escapeHtml } from '../../../lib/escape-html';
import { emailListMembers, emailLists, subscribers } from '../schema';

const confirmationQueue = 'email-confirmations';

/** A confirmation is sent again for the same address and list at most this often. */
const confirmationResendMs = 10 * 60_000;

export type SignupOutcome = 'subscribed' | 'confirmation-sent';

export const signupMessages = {
  full: 'This list is not taking new sign-ups right now.',
  subscribed: "You're subscribed. Thank you!",
  confirmationSent: 'Almost there: we sent you an email. Follow its link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmLinkInvalid: 'This confirmation link is not valid or has expired. Sign up again to get a new one.',
} as const;

/**
 * Sign-ups from a list's public form. Double opt-in lists keep the address unconfirmed until the
 * link in the confirmation e-mail is followed; what a visitor is told never reveals whether an
 * address was on the list already.
 */
export class SignupService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      usage: UsageMeter;
      mailer: Mailer;
      jobs: JobQueue;
      links: PublicLinks;
      joined(workspaceId: string, listId: string, subscriberIds: readonly string[]): Promise<void>;
      /** Tells webhooks and workflows of a new subscriber. */
      events: Pick<DomainEvents, 'emit'>;
      branding: Pick<CoreDeps['branding'], 'presentation'>;
    },
  ) {}

  /** How the list's workspace presents its forms and mails: its white label, or Uplift's (ADR 040). */
  presentation(list: { workspaceId: string }): Promise<Presentation> {
    return this.deps.branding.presentation(list.workspaceId);
  }

  async list(listId: string): Promise<typeof emailLists.$inferSelect | null> {
    const [list] = await this.deps.db.select().from(emailLists).where(eq(emailLists.id, listId));
    return list ?? null;
  }

  async subscribe(
    list: typeof emailLists.$inferSelect,
    person: { email: string; name: string },
    consentAddress: string,
    source?: string,
  ): Promise<SignupOutcome> {
    const { db } = this.deps;
    const double = list.optIn === 'double';
    const outcome: SignupOutcome = double ? 'confirmation-sent' : 'subscribed';
    let [subscriber] = await db
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.workspaceId, list.workspaceId), sql`lower(${subscribers.email}) = ${person.email}`));
    if (!subscriber) {
      const entitlement = await this.deps.entitlements.of({ workspaceId: list.workspaceId, isAdmin: false });
      await entitlement.ensureRoomFor('emailContacts').catch((error: unknown) => {
        throw error instanceof ServiceError && error.code === 'PLAN_LIMIT_REACHED'
          ? new ServiceError(403, 'PLAN_LIMIT_REACHED', signupMessages.full)
          : error;
      });
      [subscriber] = await db
        .insert(subscribers)
        .values({
          workspaceId: list.workspaceId,
          email: person.email,
          name: person.name,
          source: 'form',
          ...(!double && { consentAt: new Date(), consentAddress }),
        })
        .onConflictDoNothing()
        .returning();
      this.deps.usage.forget(list.workspaceId);
      if (!subscriber) return outcome;
      // A double opt-in address is someone's only once they confirm it: the event waits for that.
      if (!double) await this.deps.events.emit(list.workspaceId, 'subscriber.created', subscriberCreated(subscriber, [list.id]));
    }
    if (subscriber.suppression) return outcome;
    const [membership] = await db
      .select()
      .from(emailListMembers)
      .where(and(eq(emailListMembers.listId, list.id), eq(emailListMembers.subscriberId, subscriber.id)));
    if (membership?.status === 'subscribed') {
      // Already on the list: a form that carries a source (a lead magnet's) still owes them what it promised.
      if (source) await this.announceJoined(list, subscriber.id, subscriber.email, source);
      return outcome;
    }
    if (!double) {
      await this.join(list, subscriber.id, consentAddress, source ?? null);
      return outcome;
    }
    const recentlyAsked = membership?.status === 'unconfirmed' && Date.now() - membership.updatedAt.getTime() < confirmationResendMs;
    if (recentlyAsked) {
      // The confirmation already sent will credit this form's source, the one they used last.
      if (source)
        await db
          .update(emailListMembers)
          .set({ signupSource: source })
          .where(and(eq(emailListMembers.listId, list.id), eq(emailListMembers.subscriberId, subscriber.id)));
      return outcome;
    }
    await db
      .insert(emailListMembers)
      .values({
        listId: list.id,
        subscriberId: subscriber.id,
        workspaceId: list.workspaceId,
        status: 'unconfirmed',
        signupSource: source ?? null,
      })
      .onConflictDoUpdate({
        target: [emailListMembers.listId, emailListMembers.subscriberId],
        set: { status: 'unconfirmed', signupSource: source ?? null, updatedAt: new Date() },
      });
    // Sent by a job: the answer takes as long whether or not the address was known, and a mail server
    // that is down delays the e-mail, not the visitor.
    await this.deps.jobs.send(
      confirmationQueue,
      { listId: list.id, subscriberId: subscriber.id },
      { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    );
    return outcome;
  }

  /** The confirmation link was followed: subscribed from now, with consent recorded. */
  async confirm(listId: string, subscriberId: string, consentAddress: string): Promise<boolean> {
    const [list] = await this.deps.db.select().from(emailLists).where(eq(emailLists.id, listId));
    const [membership] = await this.deps.db
      .select()
      .from(emailListMembers)
      .where(and(eq(emailListMembers.listId, listId), eq(emailListMembers.subscriberId, subscriberId)));
    if (!list || !membership) return false;
    if (membership.status === 'subscribed') return true;
    if (membership.status !== 'unconfirmed') return false;
    const [subscriber] = await this.deps.db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
    await this.join(list, subscriberId, consentAddress, membership.signupSource);
    // The form's new address, confirmed for the first time: now it is a subscriber others may hear of.
    if (subscriber && subscriber.source === 'form' && subscriber.consentAt === null) {
      await this.deps.events.emit(list.workspaceId, 'subscriber.created', subscriberCreated(subscriber, [list.id]));
    }
    return true;
  }

  private async join(
    list: typeof emailLists.$inferSelect,
    subscriberId: string,
    consentAddress: string,
    source: string | null,
  ): Promise<void> {
    const now = new Date();
    const email = await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(emailListMembers)
        .values({ listId: list.id, subscriberId, workspaceId: list.workspaceId, status: 'subscribed', joinedAt: now, signupSource: source })
        .onConflictDoUpdate({
          target: [emailListMembers.listId, emailListMembers.subscriberId],
          set: { status: 'subscribed', joinedAt: now, updatedAt: now, signupSource: source },
        });
      const [updated] = await tx
        .update(subscribers)
        .set({ consentAt: now, consentAddress, updatedAt: now })
        .where(eq(subscribers.id, subscriberId))
        .returning({ email: subscribers.email });
      return updated?.email ?? null;
    });
    await this.deps.joined(list.workspaceId, list.id, [subscriberId]);
    if (email) await this.announceJoined(list, subscriberId, email, source);
  }

  /** The form's own sign-ups, confirmed (or already on the list): a lead magnet hears of its lead here. */
  private async announceJoined(
    list: typeof emailLists.$inferSelect,
    subscriberId: string,
    email: string,
    source: string | null,
  ): Promise<void> {
    await this.deps.events.emit(list.workspaceId, 'list.joined', {
      listId: list.id,
      subscriberId,
      email,
      source,
      joinedAt: new Date().toISOString(),
    });
  }

  job(): ModuleJob {
    return {
      queue: confirmationQueue,
      start: async () => {
        await this.deps.jobs.createQueue(confirmationQueue);
        await this.deps.jobs.work<{ listId: string; subscriberId: string }>(confirmationQueue, {}, async ([job]) => {
          if (job) await this.sendConfirmation(job.data.listId, job.data.subscriberId);
        });
      },
    };
  }

  /** The list and the person may have gone, or confirmed, since the job was queued: then nothing is sent. */
  private async sendConfirmation(listId: string, subscriberId: string): Promise<void> {
    const { db } = this.deps;
    const [target] = await db
      .select({ list: emailLists, email: subscribers.email, status: emailListMembers.status })
      .from(emailListMembers)
      .innerJoin(emailLists, eq(emailLists.id, emailListMembers.listId))
      .innerJoin(subscribers, eq(subscribers.id, emailListMembers.subscriberId))
      .where(and(eq(emailListMembers.listId, listId), eq(emailListMembers.subscriberId, subscriberId)));
    if (target?.status !== 'unconfirmed') return;
    const { list, email } = target;
    const link = this.deps.links.confirm(list.id, subscriberId);
    const presentation = await this.presentation(list);
    const mark = sentWithLine(presentation);
    await this.deps.mailer.send({
      to: email,
      subject: `Confirm your subscription to ${list.name}`,
      text: `Please confirm that you want to receive emails from ${list.name}:\n\n${link}\n\nIf you did not sign up, ignore this email and you will not hear from us again.${mark ? `\n\n${mark}` : ''}`,
      html: `${emailBrandHeader(presentation)}<p>Please confirm that you want to receive emails from <strong>${escapeHtml(list.name)}</strong>.</p><p><a href="${escapeHtml(link)}">Confirm my subscription</a></p><p>If you did not sign up, ignore this email and you will not hear from us again.</p>${footerLine(mark)}`,
      link,
      fromName: presentation.branded ? presentation.name : undefined,
    });
  }
}
