import type { EmailList, EmailTemplate, Segment } from '@/shared/email/email';
import { emailCampaignTypes } from '@/shared/email/email';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { applyTemplate, type CampaignFormValues } from '../campaign-form';
import { Field } from './field';
import { formatNumber } from '@/shared/number-format';

interface CampaignFieldsProps {
  id: string;
  values: CampaignFormValues;
  onChange: (values: CampaignFormValues) => void;
  lists: readonly EmailList[];
  segments: readonly Segment[];
  templates: readonly EmailTemplate[];
}

/** Who gets it and what it says: name, type, list, segment, template, subject and schedule. */
export function CampaignFields({ id, values, onChange, lists, segments, templates }: CampaignFieldsProps) {
  const set = (patch: Partial<CampaignFormValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Campaign name" htmlFor={`${id}-name`} className="sm:col-span-2">
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(event) => set({ name: event.target.value })}
          placeholder="March newsletter"
          autoComplete="off"
        />
      </Field>
      <Field label="Type" htmlFor={`${id}-type`}>
        <NativeSelect
          id={`${id}-type`}
          value={values.type}
          onChange={(event) => set({ type: event.target.value as CampaignFormValues['type'] })}
        >
          {emailCampaignTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Email list"
        htmlFor={`${id}-list`}
        hint={lists.length === 0 ? 'Create a list first, under Lists & Segments.' : undefined}
      >
        <NativeSelect id={`${id}-list`} value={values.listId} onChange={(event) => set({ listId: event.target.value })}>
          <option value="">Select a list</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({formatNumber(list.counts.subscribed)})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Segment (optional)" htmlFor={`${id}-segment`}>
        <NativeSelect id={`${id}-segment`} value={values.segmentId} onChange={(event) => set({ segmentId: event.target.value })}>
          <option value="">Everyone on the list</option>
          {segments.map((segment) => (
            <option key={segment.id} value={segment.id}>
              {segment.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Template (optional)"
        htmlFor={`${id}-template`}
        hint={values.templateId ? 'Subject and content were filled from the template.' : undefined}
      >
        <NativeSelect
          id={`${id}-template`}
          value={values.templateId}
          onChange={(event) =>
            onChange(
              applyTemplate(
                values,
                templates.find((template) => template.id === event.target.value),
              ),
            )
          }
        >
          <option value="">No template</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Email subject" htmlFor={`${id}-subject`} className="sm:col-span-2">
        <Input
          id={`${id}-subject`}
          value={values.subject}
          onChange={(event) => set({ subject: event.target.value })}
          placeholder="What is new this month"
          autoComplete="off"
        />
      </Field>
      <Field label="Preview text (optional)" htmlFor={`${id}-preheader`} hint="Shown after the subject in most inboxes.">
        <Input
          id={`${id}-preheader`}
          value={values.previewText}
          onChange={(event) => set({ previewText: event.target.value })}
          autoComplete="off"
        />
      </Field>
      <Field label="Schedule (optional)" htmlFor={`${id}-schedule`} hint="Leave it empty to save a draft you can send later.">
        <Input
          id={`${id}-schedule`}
          type="datetime-local"
          value={values.schedule}
          onChange={(event) => set({ schedule: event.target.value })}
        />
      </Field>
    </div>
  );
}
