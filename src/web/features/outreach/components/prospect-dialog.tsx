import { ExternalLink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { discoverInputSchema, type Prospect, prospectMessages as text, prospectStatusLabels } from '@/shared/outreach/prospects';
import { outreachLabels } from '@/shared/outreach/outreach';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { useDiscoverContacts, useRemoveProspect, useUpdateProspect } from '../api/change-prospects';
import { contactState, formatTraffic } from '../prospect-format';
import { AuthorityBadge } from './authority-badge';
import { ContactList } from './contact-list';
import { OutreachHistory } from './outreach-history';

interface ProspectDialogProps {
  /** The list's copy: polled, so a read that ends shows here too. */
  prospect: Prospect;
  canEdit: boolean;
  onClose: () => void;
}

/** View: the prospect's page, figures and contacts; read again, guess addresses for a name, mark, remove. */
export function ProspectDialog({ prospect, canEdit, onClose }: ProspectDialogProps) {
  const [confirmRemove, setConfirmRemove] = useState(false);
  const update = useUpdateProspect();
  const remove = useRemoveProspect();
  const reportFailure = useActionFailureToast({ close: onClose });
  const reading = isUnderWay(prospect.discovery);
  const state = contactState(prospect);

  if (confirmRemove)
    return (
      <ConfirmDialog
        title={`Remove ${prospect.domain}?`}
        text="The prospect and the contacts found on its site are removed from the list."
        confirmLabel="Remove"
        pending={remove.isPending}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() =>
          remove.mutate(prospect.id, {
            onSuccess: () => {
              toast.success(text.removed(prospect.domain));
              onClose();
            },
            onError: (error) => reportFailure(error, text.removeFailed),
          })
        }
      />
    );

  function mark(change: { status?: 'responded'; partner?: boolean }, done: string) {
    update.mutate(
      { id: prospect.id, ...change },
      { onSuccess: () => toast.success(done), onError: (error) => reportFailure(error, text.updateFailed) },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={prospect.siteName || prospect.domain} className="sm:max-w-2xl">
      <div className="space-y-5 text-sm">
        <a
          href={prospect.pageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex max-w-full items-center gap-1 break-all text-brand-700 hover:underline"
        >
          {prospect.pageUrl}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure term="Authority">
            <AuthorityBadge authority={prospect.authority} />
          </Figure>
          <Figure term="Traffic">{prospect.traffic === null ? outreachLabels.notMeasured : formatTraffic(prospect.traffic)}</Figure>
          <Figure term="Niche">{prospect.niche || outreachLabels.notMeasured}</Figure>
          <Figure term="Status">
            {prospectStatusLabels[prospect.status]}
            {prospect.partner && ' · Partner'}
          </Figure>
        </dl>
        {prospect.opportunity && (
          <section aria-label="Opportunity">
            <h3 className="font-medium text-gray-900">Opportunity</h3>
            <p className="text-gray-700">{prospect.opportunity}</p>
          </section>
        )}
        <section aria-label="Contacts" className="space-y-2">
          <h3 className="font-medium text-gray-900">Contacts</h3>
          {prospect.contacts.length > 0 && <ContactList contacts={prospect.contacts} />}
          {state && (
            <p role="status" className="flex items-center gap-2 text-gray-600">
              {reading && <Spinner className="size-4 border-2" />}
              {state}
            </p>
          )}
          {!reading && prospect.discovery.finishedAt && (
            <p className="text-xs text-gray-500">
              {prospect.discovery.pagesRead === 1 ? '1 page read' : `${prospect.discovery.pagesRead} pages read`}
            </p>
          )}
          {prospect.socials.length > 0 && (
            <ul aria-label="Social profiles" className="flex flex-wrap gap-2 pt-1">
              {prospect.socials.map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                    {new URL(url).host.replace(/^www\./, '')}
                    {new URL(url).pathname.replace(/\/$/, '')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {canEdit && !reading && <ReadAgain prospect={prospect} />}
        <OutreachHistory kind="prospect" id={prospect.id} />
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-between">
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirmRemove(true)}>
              Remove
            </Button>
            <div className="flex flex-col gap-2 sm:flex-row">
              {prospect.status === 'contacted' && (
                <Button variant="outline" disabled={update.isPending} onClick={() => mark({ status: 'responded' }, text.markedResponded)}>
                  Mark as responded
                </Button>
              )}
              <Button
                variant="outline"
                disabled={update.isPending}
                onClick={() =>
                  mark(
                    { partner: !prospect.partner },
                    prospect.partner ? text.unmarkedPartner(prospect.domain) : text.markedPartner(prospect.domain),
                  )
                }
              >
                {prospect.partner ? 'Not a partner' : 'Mark as partner'}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}

function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <dt className="text-xs text-gray-500">{term}</dt>
      <dd className="mt-1 font-medium text-gray-900">{children}</dd>
    </div>
  );
}

/** Read the site again; with a person's name, also guess their address on the site's domain (labelled as guesses). */
function ReadAgain({ prospect }: { prospect: Prospect }) {
  const id = useId();
  const [name, setName] = useState('');
  const discover = useDiscoverContacts();
  const reportFailure = useActionFailureToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const guessFor = name.trim() || undefined;
    const parsed = discoverInputSchema.safeParse({ guessFor });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? text.updateFailed);
    discover.mutate(
      { id: prospect.id, guessFor },
      { onSuccess: () => toast.message(text.readAgain), onError: (error) => reportFailure(error, text.discoveryFailed) },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5 rounded-lg border border-gray-200 p-3">
      <Label htmlFor={`${id}-name`}>Guess addresses for a person (optional)</Label>
      <p className="text-xs text-gray-500">
        Uplift only shows addresses the site shows. With a name, it also suggests first@, first.last@ and flast@ on {prospect.domain},
        labelled as guesses.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          placeholder="Jane Baker"
          disabled={discover.isPending}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={discover.isPending}>
          Read the site again
        </Button>
      </div>
    </form>
  );
}
