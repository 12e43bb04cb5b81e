import { membershipStatuses, subscriberTiers, type EmailCampaign, type EmailList } from '@/shared/email/email';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import type { SegmentFormValues } from '../segment-rules';
import { Field } from './field';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface SegmentRuleFieldsProps {
  id: string;
  values: SegmentFormValues;
  onChange: (patch: Partial<SegmentFormValues>) => void;
  lists: readonly EmailList[];
  campaigns: readonly EmailCampaign[];
}

/** The rules a segment may combine; each left at "Any" is not used. */
export function SegmentRuleFields({ id, values, onChange, lists, campaigns }: SegmentRuleFieldsProps) {
  const sent = campaigns.filter((campaign) => campaign.sent > 0);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="List" htmlFor={`${id}-list`}>
        <NativeSelect id={`${id}-list`} value={values.listId} onChange={(event) => onChange({ listId: event.target.value })}>
          <option value="">Any list</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Status" htmlFor={`${id}-status`}>
        <NativeSelect
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value as SegmentFormValues['status'] })}
        >
          <option value="">Any status</option>
          {membershipStatuses.map((status) => (
            <option key={status} value={status}>
              {capitalised(status)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Tier" htmlFor={`${id}-tier`}>
        <NativeSelect
          id={`${id}-tier`}
          value={values.tier}
          onChange={(event) => onChange({ tier: event.target.value as SegmentFormValues['tier'] })}
        >
          <option value="">Any tier</option>
          {subscriberTiers.map((tier) => (
            <option key={tier} value={tier}>
              {capitalised(tier)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Attribute" htmlFor={`${id}-attribute-key`} hint="From an import's extra columns, e.g. city.">
        <Input
          id={`${id}-attribute-key`}
          value={values.attributeKey}
          onChange={(event) => onChange({ attributeKey: event.target.value })}
          placeholder="city"
          autoComplete="off"
        />
      </Field>
      <Field label="Equals" htmlFor={`${id}-attribute-value`} className="sm:col-span-2">
        <Input
          id={`${id}-attribute-value`}
          value={values.attributeValue}
          onChange={(event) => onChange({ attributeValue: event.target.value })}
          placeholder="Berlin"
          disabled={!values.attributeKey.trim()}
          autoComplete="off"
        />
      </Field>
      <Field label="Joined after" htmlFor={`${id}-after`}>
        <Input
          id={`${id}-after`}
          type="date"
          value={values.joinedAfter}
          onChange={(event) => onChange({ joinedAfter: event.target.value })}
        />
      </Field>
      <Field label="Joined before" htmlFor={`${id}-before`}>
        <Input
          id={`${id}-before`}
          type="date"
          value={values.joinedBefore}
          onChange={(event) => onChange({ joinedBefore: event.target.value })}
        />
      </Field>
      <div className="hidden sm:block" />
      <Field label="Engagement" htmlFor={`${id}-engagement`}>
        <NativeSelect
          id={`${id}-engagement`}
          value={values.engagement}
          onChange={(event) => onChange({ engagement: event.target.value as SegmentFormValues['engagement'] })}
        >
          <option value="">Any</option>
          <option value="opened">Opened</option>
          <option value="clicked">Clicked</option>
        </NativeSelect>
      </Field>
      <Field label="In campaign" htmlFor={`${id}-engagement-campaign`} className="sm:col-span-2">
        <NativeSelect
          id={`${id}-engagement-campaign`}
          value={values.engagementCampaignId}
          onChange={(event) => onChange({ engagementCampaignId: event.target.value })}
          disabled={!values.engagement}
        >
          <option value="">Any campaign</option>
          {sent.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
