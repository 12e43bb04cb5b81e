import { FlaskConical, Lock } from 'lucide-react';
import { emailMessages } from '@/shared/email/email';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import type { CampaignFormValues } from '../campaign-form';
import { formatWait } from '../format';
import { Field } from './field';

const waits = [30, 60, 120, 240, 480, 1440, 2880] as const;

interface AbTestFieldsProps {
  id: string;
  values: CampaignFormValues;
  onChange: (patch: Partial<CampaignFormValues>) => void;
  /** The plan includes A/B testing (Professional and up). */
  allowed: boolean;
  onUpgrade: () => void;
}

/** A second subject line tried on a share of the list first; the one opened more goes to the rest. */
export function AbTestFields({ id, values, onChange, allowed, onUpgrade }: AbTestFieldsProps) {
  if (!allowed && !values.abTest) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-gray-300 p-3">
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Lock className="size-4 shrink-0 text-gray-400" aria-hidden />
          {emailMessages.abTestNotOnPlan}
        </p>
        <Button type="button" size="sm" variant="outline" onClick={onUpgrade}>
          {usageMessages.upgrade}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          checked={values.abTest}
          onChange={(event) => onChange({ abTest: event.target.checked })}
          className="size-4 rounded border-gray-300 accent-brand-600"
        />
        <FlaskConical className="size-4 text-brand-600" aria-hidden />
        A/B test the subject line
      </label>
      {values.abTest && (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Subject B" htmlFor={`${id}-subject-b`} className="sm:col-span-3">
            <Input
              id={`${id}-subject-b`}
              value={values.subjectB}
              onChange={(event) => onChange({ subjectB: event.target.value })}
              autoComplete="off"
            />
          </Field>
          <Field
            label="Test share per subject"
            htmlFor={`${id}-share`}
            hint={`${values.sharePercent}% get A, ${values.sharePercent}% get B.`}
          >
            <div className="relative">
              <Input
                id={`${id}-share`}
                type="number"
                min={5}
                max={50}
                value={values.sharePercent}
                onChange={(event) => onChange({ sharePercent: Number(event.target.value) })}
                className="pr-8"
              />
              <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-gray-500">%</span>
            </div>
          </Field>
          <Field
            label="Pick the winner after"
            htmlFor={`${id}-wait`}
            className="sm:col-span-2"
            hint="The subject with more opens goes to everyone else."
          >
            <NativeSelect
              id={`${id}-wait`}
              value={values.waitMinutes}
              onChange={(event) => onChange({ waitMinutes: Number(event.target.value) })}
            >
              {(waits as readonly number[]).includes(values.waitMinutes) ? null : (
                <option value={values.waitMinutes}>{formatWait(values.waitMinutes)}</option>
              )}
              {waits.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {formatWait(minutes)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      )}
    </fieldset>
  );
}
