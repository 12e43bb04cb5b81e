import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { BulkMessage } from '../../../mail/bulk-transport';
import type { CampaignRow } from '../campaigns/campaign-view';
import { type CompiledMessage, compileMessage, renderMessage } from '../compose/message-template';
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
}

/**
 * A campaign's message, made once per run: compiled, its links stored (each gets an id for its
 * signed click address), then filled for each recipient with their merge values, tracking links and
 * the one-click unsubscribe headers of RFC 8058.
 */
export class CampaignMessage {
  private constructor(
    private readonly campaign: CampaignRow,
    private readonly compiled: CompiledMessage,
    private readonly linkIds: readonly string[],
    private readonly listId: string,
    private readonly listName: string,
    private readonly senderName: string,
    private readonly replyTo: string,
    private readonly links: PublicLinks,
    private readonly host: string,
  ) {}

  static async prepare(deps: { db: Database; settings: EmailSettingsService; links: PublicLinks; publicUrl: string }, campaign: CampaignRow): Promise<CampaignMessage> {
    const { db } = deps;
    const settings = await deps.settings.of(campaign.workspaceId);
    const [list] = campaign.listId ? await db.select({ name: emailLists.name }).from(emailLists).where(eq(emailLists.id, campaign.listId)) : [];
    const listName = list?.name ?? 'our mailing list';
    const compiled = compileMessage(campaign, { senderName: settings.senderName, postalAddress: settings.postalAddress, listName }, campaign.utmCampaign);
    if (compiled.links.length > 0) {
      await db
        .insert(emailLinks)
        .values(compiled.links.map((url) => ({ campaignId: campaign.id, url })))
        .onConflictDoNothing();
    }
    const stored = compiled.links.length
      ? await db.select().from(emailLinks).where(sql`${emailLinks.campaignId} = ${campaign.id} and ${inArray(emailLinks.url, [...compiled.links])}`)
      : [];
    const linkIds = compiled.links.map((url) => stored.find((link) => link.url === url)!.id);
    return new CampaignMessage(campaign, compiled, linkIds, campaign.listId ?? '', listName, settings.senderName, settings.replyTo, deps.links, new URL(deps.publicUrl).hostname);
  }

  /** A recipient's copy; a test (no send row) carries no tracking and says so in its subject. */
  for(recipient: Recipient): BulkMessage {
    const { sendId } = recipient;
    const unsubscribe = this.links.unsubscribe(this.listId, recipient.subscriberId, sendId ?? undefined);
    const values = { ...subscriberMergeValues(recipient), unsubscribe_url: unsubscribe };
    const copy = renderMessage(this.compiled, values, {
      link: (index) => (sendId ? this.links.click(sendId, this.linkIds[index]!) : null),
      open: sendId ? this.links.open(sendId) : null,
    });
    const abTest = this.campaign.abTest;
    const subject = recipient.variant === 'b' && abTest ? renderMessage({ ...this.compiled, subject: abTest.subjectB }, values, { link: () => null, open: null }).subject : copy.subject;
    return {
      to: recipient.email,
      fromName: this.senderName,
      replyTo: this.replyTo,
      subject: sendId ? subject : `[Test] ${subject}`,
      html: copy.html,
      text: copy.text,
      messageId: `<${sendId ?? crypto.randomUUID()}@${this.host}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `${this.listName.replace(/[\r\n"<>]/g, '')} <${this.listId}.${this.host}>`,
      },
    };
  }
}

/** The merge values of the recipients of a batch. */
export async function recipientsOf(db: Database, rows: ReadonlyArray<{ id: string; subscriberId: string | null; email: string; variant: 'a' | 'b' | null }>): Promise<Recipient[]> {
  const ids = rows.flatMap((row) => (row.subscriberId ? [row.subscriberId] : []));
  const people = ids.length ? await db.select({ id: subscribers.id, name: subscribers.name, attributes: subscribers.attributes }).from(subscribers).where(inArray(subscribers.id, ids)) : [];
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
