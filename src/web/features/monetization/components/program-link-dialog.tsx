import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { monetizationMessages } from '@/shared/monetization/monetization';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { CopyButton } from '@/web/components/ui/copy-button';
import { Dialog } from '@/web/components/ui/dialog';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { monetizationPath } from '../api/monetization-keys';
import { useRegeneratePostback } from '../api/programs';
import { postbackTemplate } from '../monetization-format';
import { ContentLinkCopier } from './content-link-copier';

/** What a network's postback may carry, as its settings page asks for them. */
const postbackParameters = [
  ['click_id', 'the uc parameter the tracked link adds to your affiliate link; the network hands it back as its sub id'],
  ['order_id', 'the network’s id of the sale; a repeat of it is ignored'],
  ['amount', 'your commission in major units, such as 12.50'],
  ['currency', 'a three-letter code; USD when left out'],
  ['status', 'approved (the default) or reversed, which takes the commission off again'],
] as const;

/** A program's tracked link with its QR code, and the postback URL its network reports conversions to. */
export function ProgramLinkDialog({ program, canEdit, onClose }: { program: AffiliateProgram; canEdit: boolean; onClose: () => void }) {
  const { link } = program;
  const qrUrl = monetizationPath(`links/${encodeURIComponent(link.id)}/qr`);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${program.name}: link & postback`} className="sm:max-w-2xl">
      <div className="space-y-6 text-sm">
        <section className="space-y-2">
          <h3 className="font-medium text-gray-900">Tracked link</h3>
          <CopyableText text={link.url} label="Copy link" />
          <p className="text-xs break-all text-gray-500">Leads to {link.destination}</p>
          <div className="flex flex-wrap items-end gap-4">
            <img src={qrUrl} alt={`QR code of ${link.url}`} className="size-36 rounded-lg border border-gray-200 bg-white p-2" />
            <a href={qrUrl} download={`${link.slug}-qr.svg`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Download aria-hidden />
              Download QR code
            </a>
          </div>
          <ContentLinkCopier linkUrl={link.url} />
        </section>
        <PostbackSection program={program} canEdit={canEdit} />
      </div>
    </Dialog>
  );
}

function PostbackSection({ program, canEdit }: { program: AffiliateProgram; canEdit: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegeneratePostback();
  const reportFailure = useActionFailureToast();
  if (!program.postbackUrl)
    return (
      <p className="text-gray-600">The postback URL is shown to the workspace’s Owners and Editors, who set it up with the network.</p>
    );

  return (
    <section className="space-y-3">
      <h3 className="font-medium text-gray-900">Postback URL</h3>
      <p className="text-gray-600">Give this address to the network as its postback (server-to-server) URL, by GET or POST:</p>
      <CopyableText text={program.postbackUrl} label="Copy URL" />
      <p className="text-gray-600">With its parameters, in the network’s own placeholders:</p>
      <CopyableText text={postbackTemplate(program.postbackUrl)} label="Copy" />
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[6rem_1fr]">
        {postbackParameters.map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className="text-gray-900">{name}</code>
            </dt>
            <dd className="text-gray-600">{meaning}</dd>
          </div>
        ))}
      </dl>
      {canEdit &&
        (confirming ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
            <span className="flex-1">The current URL stops working at once: the network must be given the new one.</span>
            <Button size="sm" variant="outline" disabled={regenerate.isPending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(program.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(monetizationMessages.postbackRegenerated);
                  },
                  onError: (error) => reportFailure(error, 'Failed to regenerate the postback URL'),
                })
              }
            >
              Regenerate
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden />
            Regenerate
          </Button>
        ))}
    </section>
  );
}

function CopyableText({ text, label }: { text: string; label: string }) {
  return (
    <div className="flex items-start gap-2">
      <code className="min-w-0 flex-1 rounded-md bg-gray-50 px-2 py-1.5 text-xs break-all text-gray-800">{text}</code>
      <CopyButton text={text} label={label} />
    </div>
  );
}
