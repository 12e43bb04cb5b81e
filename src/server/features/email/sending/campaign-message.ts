import { eq, inArray, sql } from 'drizzle-orm';
import type { Presentation } from '@/shared/branding';
import type { Database } from '../../../db/database';
import type { BulkMessage } from '../../../mail/bulk-transport';
import type { CampaignRow } from '../campaigns/campaign-view';
import { type CompiledMessage, type MessageSource, compileMessage, renderMessage } from '../compose/message-template';
import { subscriberMergeValues } from '../compose/merge-tags';
import type { PublicLinks } from '../compose/public-links';
import { emailLinks, emailLists, subscribers } from '../schema';
import type { EmailSettingsService } from '../settings/email-settings';

export interface Recipient {
  sendId: string | null;
  subscriberId: string;
  email: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
  variant: 'a' | 'b' | null;
  /** A test to oneself: marked in the subject. */
  test?: boolean;
}

interface Sender {
  listId: string;
  listName: string;
  senderName: string;
  replyTo: string;
  host: string;
}

/**
 * A mailing's message, made once per run: compiled, its links stored when it is tracked (each gets
 * an id for its signed click address), then filled for each recipient with their merge values,
 * tracking links and the one-click unsubscribe headers of RFC 8058.
 */
export class CampaignMessage {
  private constructor(
    private readonly compiled: CompiledMessage,
    /** The stored links' ids, in slot order; null for an untracked message (an automation's). */
    private readonly linkIds: readonly string[] | null,
    private readonly subjectB: string | null,
    private readonly sender: Sender,
    private readonly links: PublicLinks,
  ) {}

  static async prepare(deps: MessageDeps, campaign: CampaignRow): Promise<CampaignMessage> {
    const { db } = deps;
    const sender = await senderOf(deps, campaign.workspaceId, campaign.listId);
    const compiled = compileMessage(
      campaign,
      { senderName: sender.senderName, postalAddress: sender.postalAddress, listName: sender.listName, presentation: sender.presentation },
      campaign.utmCampaign,
    );
    if (compiled.links.length > 0) {
      await db
        .insert(emailLinks)
        .values(compiled.links.map((url) => ({ campaignId: campaign.id, url })))
        .onConflictDoNothing();
    }
    const stored = compiled.links.length
      ? await db
          .select()
          .from(emailLinks)
          .where(sql`${emailLinks.campaignId} = ${campaign.id} and ${inArray(emailLinks.url, [...compiled.links])}`)
      : [];
    const linkIds = compiled.links.map((url) => stored.find((link) => link.url === url)!.id);
    return new CampaignMessage(compiled, linkIds, campaign.abTest?.subjectB ?? null, sender, deps.links);
  }

  /** An automation's step: UTM-tagged links, untracked (automation mails have no campaign ledger). */
  static async automationStep(
    deps: MessageDeps,
    scope: { workspaceId: string; listId: string; utmCampaign: string },
    step: MessageSource,
  ): Promise<CampaignMessage> {
    const sender = await senderOf(deps, scope.workspaceId, scope.listId);
    const compiled = compileMessage(
      step,
      { senderName: sender.senderName, postalAddress: sender.postalAddress, listName: sender.listName, presentation: sender.presentation },
      scope.utmCampaign,
    );
    return new CampaignMessage(compiled, null, null, sender, deps.links);
  }

  /** A recipient's copy; a test (no send row) carries no tracking and says so in its subject. */
  for(recipient: Recipient): BulkMessage {
    const { sendId } = recipient;
    const { listId, listName, host } = this.sender;
    const tracked = sendId !== null && this.linkIds !== null;
    const unsubscribe = this.links.unsubscribe(listId, recipient.subscriberId, sendId ?? undefined);
    const values = { ...subscriberMergeValues(recipient), unsubscribe_url: unsubscribe };
    const compiled = recipient.variant === 'b' && this.subjectB ? { ...this.compiled, subject: this.subjectB } : this.compiled;
    const copy = renderMessage(compiled, values, {
      link: (index) => (tracked ? this.links.click(sendId, this.linkIds![index]!) : null),
      open: tracked ? this.links.open(sendId) : null,
    });
    return {
      to: recipient.email,
      fromName: this.sender.senderName,
      replyTo: this.sender.replyTo,
      subject: recipient.test ? `[Test] ${copy.subject}` : copy.subject,
      html: copy.html,
      text: copy.text,
      messageId: `<${sendId ?? crypto.randomUUID()}@${host}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `${listName.replace(/[\r\n"<>]/g, '')} <${listId}.${host}>`,
      },
    };
  }
}

type MessageDeps = { db: Database; settings: EmailSettingsService; links: PublicLinks; publicUrl: string };

async function senderOf(
  deps: MessageDeps,
  workspaceId: string,
  listId: string | null,
): Promise<Sender & { postalAddress: string; presentation: Presentation }> {
  const settings = await deps.settings.of(workspaceId);
  const [list] = listId ? await deps.db.select({ name: emailLists.name }).from(emailLists).where(eq(emailLists.id, listId)) : [];
  return {
    listId: listId ?? '',
    listName: list?.name ?? 'our mailing list',
    senderName: settings.senderName,
    replyTo: settings.replyTo,
    postalAddress: settings.postalAddress,
    presentation: await deps.settings.presentation(workspaceId),
    host: new URL(deps.publicUrl).hostname,
  };
}

/** The merge values of the recipients of a batch. */
export async function recipientsOf(
  db: Database,
  rows: ReadonlyArray<{ id: string; subscriberId: string | null; email: string; variant: 'a' | 'b' | null }>,
): Promise<Recipient[]> {
  const ids = rows.flatMap((row) => (row.subscriberId ? [row.subscriberId] : []));
  const people = ids.length
    ? await db
        .select({ id: subscribers.id, name: subscribers.name, attributes: subscribers.attributes })
        .from(subscribers)
        .where(inArray(subscribers.id, ids))
    : [];
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => ({
    sendId: row.id,
    subscriberId: row.subscriberId ?? '',
    email: row.email,
    name: byId.get(row.subscriberId ?? '')?.name ?? '',
    attributes: byId.get(row.subscriberId ?? '')?.attributes ?? {},
    variant: row.variant,
  }));
}
