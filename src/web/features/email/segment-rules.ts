import { zodResolver } from '@hookform/resolvers/zod';
import { type MembershipStatus, type SegmentInput, type SegmentRules, type SubscriberTier, segmentInputSchema } from '@/shared/email/email';
import { resolverFrom } from '@/web/lib/resolver-from';
import { dayToIso } from '@/web/lib/schedule-time';
import { formatDate } from '@/shared/date-format';

/** The Create List Segment dialog's fields; '' means the rule is not used. */
export interface SegmentFormValues {
  name: string;
  listId: string;
  status: MembershipStatus | '';
  tier: SubscriberTier | '';
  attributeKey: string;
  attributeValue: string;
  joinedAfter: string;
  joinedBefore: string;
  engagement: 'opened' | 'clicked' | '';
  /** '' for any campaign. */
  engagementCampaignId: string;
}

export const emptySegmentForm: SegmentFormValues = {
  name: '',
  listId: '',
  status: '',
  tier: '',
  attributeKey: '',
  attributeValue: '',
  joinedAfter: '',
  joinedBefore: '',
  engagement: '',
  engagementCampaignId: '',
};

/** Only the rules the user set; every one given must hold. */
export function segmentRulesFrom(values: SegmentFormValues): SegmentRules {
  const rules: SegmentRules = {};
  if (values.listId) rules.listId = values.listId;
  if (values.status) rules.status = values.status;
  if (values.tier) rules.tier = values.tier;
  if (values.attributeKey.trim()) rules.attribute = { key: values.attributeKey.trim(), value: values.attributeValue.trim() };
  const after = dayToIso(values.joinedAfter);
  const before = dayToIso(values.joinedBefore);
  if (after) rules.joinedAfter = after;
  if (before) rules.joinedBefore = before;
  if (values.engagement) {
    rules.engagement = values.engagementCampaignId
      ? { kind: values.engagement, campaignId: values.engagementCampaignId }
      : { kind: values.engagement };
  }
  return rules;
}

/** The dialog's check: the schema the server applies, on the rules that were set. */
export const segmentResolver = resolverFrom(
  (values: SegmentFormValues): SegmentInput => ({ name: values.name, rules: segmentRulesFrom(values) }),
  zodResolver(segmentInputSchema),
);

/** A custom segment's rules in words, one per rule: "List: Newsletter", "Joined after Mar 4, 2027". */
export function describeRules(
  rules: SegmentRules | null,
  names: { list: (id: string) => string | undefined; campaign: (id: string) => string | undefined },
): string[] {
  if (!rules) return [];
  const parts: string[] = [];
  if (rules.listId) parts.push(`List: ${names.list(rules.listId) ?? 'a deleted list'}`);
  if (rules.status) parts.push(`Status: ${rules.status}`);
  if (rules.tier) parts.push(`Tier: ${rules.tier}`);
  if (rules.attribute) parts.push(`${rules.attribute.key} = ${rules.attribute.value || '(empty)'}`);
  if (rules.joinedAfter) parts.push(`Joined after ${formatDate(rules.joinedAfter, 'date')}`);
  if (rules.joinedBefore) parts.push(`Joined before ${formatDate(rules.joinedBefore, 'date')}`);
  if (rules.engagement) {
    const campaign = rules.engagement.campaignId
      ? `“${names.campaign(rules.engagement.campaignId) ?? 'a deleted campaign'}”`
      : 'any campaign';
    parts.push(`${rules.engagement.kind === 'opened' ? 'Opened' : 'Clicked'} ${campaign}`);
  }
  return parts;
}
