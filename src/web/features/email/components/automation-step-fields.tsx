import { Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import type { AutomationStepValues, DelayUnit } from '../automation-form';
import { BodyEditor } from './body-editor';
import { Field } from './field';

interface AutomationStepFieldsProps {
  id: string;
  index: number;
  step: AutomationStepValues;
  onChange: (patch: Partial<AutomationStepValues>) => void;
  /** Undefined for the only email, which cannot go. */
  onRemove?: () => void;
}

/** One email of the sequence: how long after the one before (or after joining) it goes, and what it says. */
export function AutomationStepFields({ id, index, step, onChange, onRemove }: AutomationStepFieldsProps) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-semibold text-gray-900">Email {index + 1}</legend>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove email ${index + 1}`}
            title="Remove"
            onClick={onRemove}
            className="size-8 text-red-600 hover:bg-red-50"
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Send after" htmlFor={`${id}-wait`} className="w-24">
          <Input
            id={`${id}-wait`}
            type="number"
            min={0}
            value={Number.isNaN(step.wait) ? '' : step.wait}
            onChange={(event) => onChange({ wait: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
          />
        </Field>
        <div className="w-28">
          <NativeSelect aria-label="Unit" value={step.unit} onChange={(event) => onChange({ unit: event.target.value as DelayUnit })}>
            <option value="hours">hours</option>
            <option value="days">days</option>
          </NativeSelect>
        </div>
        <p className="pb-2.5 text-sm text-gray-600">{index === 0 ? 'after joining the list' : 'after the email before'}</p>
      </div>
      <Field label="Subject" htmlFor={`${id}-subject`}>
        <Input
          id={`${id}-subject`}
          value={step.subject}
          onChange={(event) => onChange({ subject: event.target.value })}
          autoComplete="off"
        />
      </Field>
      <BodyEditor
        id={`${id}-content`}
        label="Content"
        subject={step.subject}
        format={step.format}
        body={step.content}
        rows={4}
        onFormatChange={(format) => onChange({ format })}
        onBodyChange={(content) => onChange({ content })}
      />
    </fieldset>
  );
}
