import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { emailListMembers, emailSends, subscribers } from '../schema';

type Executor = Pick<Database, 'execute'>;

/**
 * Writes the campaign's ledger: one pending row per subscribed, unsuppressed member of its list in
 * its segment, at the moment the send starts. An A/B test shuffles them and gives each subject its
 * share; the rest are held for the winner. Returns how many there are.
 */
export async function resolveRecipients(
  db: Executor,
  campaign: { id: string; workspaceId: string; listId: string; abSharePercent: number | null },
  segment: SQL | undefined,
): Promise<number> {
  const order = campaign.abSharePercent ? sql`random()` : sql`${emailListMembers.joinedAt}, ${subscribers.id}`;
  const inserted = await db.execute(sql`
    with inserted as (
      insert into ${emailSends} (campaign_id, workspace_id, subscriber_id, list_id, email, status)
      select ${campaign.id}, ${campaign.workspaceId}, ${subscribers.id}, ${campaign.listId}, ${subscribers.email}, 'pending'
      from ${subscribers}
      join ${emailListMembers} on ${emailListMembers.subscriberId} = ${subscribers.id} and ${emailListMembers.listId} = ${campaign.listId}
      where ${and(eq(subscribers.workspaceId, campaign.workspaceId), eq(emailListMembers.status, 'subscribed'), isNull(subscribers.suppression), segment)}
      order by ${order}
      on conflict do nothing
      returning 1
    )
    select count(*)::int as recipients from inserted`);
  const recipients = Number(rowsOf<{ recipients: number }>(inserted)[0]?.recipients ?? 0);
  if (campaign.abSharePercent && recipients > 0) {
    const share = Math.max(1, Math.floor((recipients * campaign.abSharePercent) / 100));
    await db.execute(sql`
      update ${emailSends} as s set
        variant = case when r.n <= ${share} then 'a' when r.n <= ${2 * share} then 'b' else null end,
        status = case when r.n <= ${2 * share} then 'pending' else 'held' end
      from (select id, row_number() over (order by position) as n from ${emailSends} where campaign_id = ${campaign.id}) r
      where s.id = r.id`);
  }
  return recipients;
}
