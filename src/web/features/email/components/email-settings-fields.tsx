import type { EmailSettings } from '@/shared/email';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { Field } from './field';

interface EmailSettingsFieldsProps {
  id: string;
  values: EmailSettings;
  onChange: (patch: Partial<EmailSettings>) => void;
  /** A Viewer reads them. */
  readOnly: boolean;
}

export function EmailSettingsFields({ id, values, onChange, readOnly }: EmailSettingsFieldsProps) {
  return (
    <fieldset disabled={readOnly} className="space-y-4">
      <Field label="Sender name" htmlFor={`${id}-sender`} hint="Shown as who the email is from.">
        <Input id={`${id}-sender`} value={values.senderName} onChange={(event) => onChange({ senderName: event.target.value })} autoComplete="organization" />
      </Field>
      <Field label="Reply-to address (optional)" htmlFor={`${id}-reply`} hint="Where answers to your campaigns go.">
        <Input id={`${id}-reply`} type="email" value={values.replyTo} onChange={(event) => onChange({ replyTo: event.target.value })} autoComplete="email" />
      </Field>
      <Field label="Postal address" htmlFor={`${id}-postal`} hint="Printed in every campaign's footer: anti-spam laws (CAN-SPAM and others) require it before you send.">
        <Textarea id={`${id}-postal`} rows={3} value={values.postalAddress} onChange={(event) => onChange({ postalAddress: event.target.value })} autoComplete="street-address" />
      </Field>
      <Field label="Value per conversion" htmlFor={`${id}-value`} hint="Counted for each conversion a campaign brings when analytics records no amount.">
        <div className="relative sm:w-40">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-gray-500">$</span>
          <Input
            id={`${id}-value`}
            type="number"
            min={0}
            step="0.01"
            value={Number.isNaN(values.valuePerConversion) ? '' : values.valuePerConversion}
            onChange={(event) => onChange({ valuePerConversion: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            className="pl-7"
          />
        </div>
      </Field>
    </fieldset>
  );
}
