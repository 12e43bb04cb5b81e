import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import type { updateEmailSettingsSchema } from '../api/update-email-settings';
import { Field } from './field';

interface EmailSettingsFieldsProps {
  id: string;
  register: UseFormRegister<z.input<typeof updateEmailSettingsSchema>>;
  /** A Viewer reads them. */
  readOnly: boolean;
}

export function EmailSettingsFields({ id, register, readOnly }: EmailSettingsFieldsProps) {
  return (
    <fieldset disabled={readOnly} className="space-y-4">
      <Field label="Sender name" htmlFor={`${id}-sender`} hint="Shown as who the email is from.">
        <Input id={`${id}-sender`} {...register('senderName')} autoComplete="organization" />
      </Field>
      <Field label="Reply-to address (optional)" htmlFor={`${id}-reply`} hint="Where answers to your campaigns go.">
        <Input id={`${id}-reply`} type="email" {...register('replyTo')} autoComplete="email" />
      </Field>
      <Field
        label="Postal address"
        htmlFor={`${id}-postal`}
        hint="Printed in every campaign's footer: anti-spam laws (CAN-SPAM and others) require it before you send."
      >
        <Textarea id={`${id}-postal`} rows={3} {...register('postalAddress')} autoComplete="street-address" />
      </Field>
      <Field
        label="Value per conversion"
        htmlFor={`${id}-value`}
        hint="Counted for each conversion a campaign brings when analytics records no amount."
      >
        <div className="relative sm:w-40">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-gray-500">$</span>
          <Input
            id={`${id}-value`}
            type="number"
            min={0}
            step="0.01"
            {...register('valuePerConversion', { valueAsNumber: true })}
            className="pl-7"
          />
        </div>
      </Field>
    </fieldset>
  );
}
