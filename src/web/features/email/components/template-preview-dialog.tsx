import { useEffect } from 'react';
import type { EmailTemplate } from '@/shared/email/email';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { failureMessage } from '@/web/lib/refusals';
import { usePreviewEmail } from '../api/preview-email';
import { EmailFrame } from './email-frame';

/** A template as a subscriber would see it, merge tags filled for a sample one. */
export function TemplatePreviewDialog({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const { mutate, data, error, isPending } = usePreviewEmail();
  useEffect(() => {
    mutate({ subject: template.subject, format: template.format, body: template.body });
  }, [mutate, template]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={template.name}
      description={data ? `Subject: ${data.subject || '(no subject)'}` : undefined}
      className="max-w-3xl"
    >
      {data ? (
        <EmailFrame
          html={data.html}
          title={`Preview of ${template.name}`}
          className="h-[60vh] w-full rounded-lg border border-gray-200 bg-white"
        />
      ) : error ? (
        <p role="alert" className="py-8 text-center text-sm text-red-700">
          {failureMessage(error, 'Failed to preview the email')}
        </p>
      ) : (
        isPending && <Spinner className="mx-auto my-8 block" />
      )}
    </Dialog>
  );
}
