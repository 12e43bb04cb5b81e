import { ExternalLink } from 'lucide-react';
import type { EmailList } from '@/shared/email/email';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { buildSubscribeSnippet, subscribeOrigin } from '../subscribe-snippet';
import { CodeBox } from './code-box';
import { CopyButton } from '@/web/components/ui/copy-button';

/** How people join a list: the hosted sign-up page to link to, or a form to paste into the user's own site. */
export function ListSignupDialog({ list, onClose }: { list: EmailList; onClose: () => void }) {
  const snippet = buildSubscribeSnippet(subscribeOrigin(list.formUrl, window.location.origin), list.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Sign-up form: ${list.name}`} className="max-w-2xl">
      <div className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={`signup-url-${list.id}`}>Hosted sign-up page</Label>
          <div className="flex gap-2">
            <Input
              id={`signup-url-${list.id}`}
              readOnly
              value={list.formUrl}
              onFocus={(event) => event.target.select()}
              data-testid="list-form-url"
            />
            <CopyButton text={list.formUrl} label="Copy link" className="h-10" />
            <a
              href={list.formUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-gray-300 text-gray-600 hover:bg-gray-50"
              aria-label="Open the sign-up page"
            >
              <ExternalLink className="size-4" aria-hidden />
            </a>
          </div>
          <p className="text-xs text-gray-500">Share it anywhere: in a bio, a post, a QR code.</p>
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-gray-700">Form for your own site</p>
          <CodeBox code={snippet} language="HTML" copyLabel="Copy code" testId="list-form-snippet" />
          <p className="text-xs text-gray-500">
            {list.optIn === 'double'
              ? 'New sign-ups get an email to confirm their address before they are subscribed.'
              : 'New sign-ups are subscribed at once.'}{' '}
            Style it like the rest of your page; the hidden field keeps bots out.
          </p>
        </div>
      </div>
    </Dialog>
  );
}
