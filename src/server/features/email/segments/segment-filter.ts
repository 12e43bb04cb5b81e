import { type SQL, and, sql } from 'drizzle-orm';
import type { BuiltInSegmentId, SegmentRules } from '@/shared/email/email';
import { emailListMembers, emailSends, subscribers } from '../schema';

const memberOf = (condition: SQL) =>
  sql`exists (select 1 from ${emailListMembers} where ${emailListMembers.subscriberId} = ${subscribers.id} and ${condition})`;
const subscribedSomewhere = memberOf(sql`${emailListMembers.status} = 'subscribed'`);

/**
 * The segments on the subscribers table: All is everyone; Engaged are those subscribed to a list;
 * Customers the subscribed on a paid tier; Leads the subscribed rest.
 */
export function builtInSegmentCondition(id: BuiltInSegmentId): SQL | undefined {
  switch (id) {
    case 'all':
      return undefined;
    case 'engaged':
      return subscribedSomewhere;
    case 'customers':
      return and(subscribedSomewhere, sql`${subscribers.tier} <> 'free'`);
    case 'leads':
      return and(subscribedSomewhere, sql`${subscribers.tier} = 'free'`);
  }
}

/** A segment of the user's own: every rule it sets holds. */
export function rulesCondition(rules: SegmentRules): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (rules.listId || rules.status) {
    conditions.push(
      memberOf(
        and(
          rules.listId ? sql`${emailListMembers.listId} = ${rules.listId}` : undefined,
          rules.status ? sql`${emailListMembers.status} = ${rules.status}` : undefined,
        )!,
      ),
    );
  }
  if (rules.tier) conditions.push(sql`${subscribers.tier} = ${rules.tier}`);
  if (rules.attribute) conditions.push(sql`${subscribers.attributes} ->> ${rules.attribute.key} = ${rules.attribute.value}`);
  if (rules.joinedAfter) conditions.push(sql`${subscribers.createdAt} >= ${new Date(rules.joinedAfter)}`);
  if (rules.joinedBefore) conditions.push(sql`${subscribers.createdAt} < ${new Date(rules.joinedBefore)}`);
  if (rules.engagement) {
    const { kind, campaignId } = rules.engagement;
    const happened = kind === 'opened' ? sql`${emailSends.openedAt} is not null` : sql`${emailSends.clickedAt} is not null`;
    const inCampaign = campaignId ? sql`and ${emailSends.campaignId} = ${campaignId}` : sql``;
    conditions.push(
      sql`exists (select 1 from ${emailSends} where ${emailSends.subscriberId} = ${subscribers.id} and ${happened} ${inCampaign})`,
    );
  }
  return and(...conditions);
}
