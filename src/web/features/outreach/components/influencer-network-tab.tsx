import { ExternalLink, FileUp, History, Pencil, Plus, RefreshCw, Search, Trash2, UsersRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type Influencer, influencerMessages as text, influencerPlatformLabels, lookupPlatforms } from '@/shared/outreach/influencers';
import { outreachLabels } from '@/shared/outreach/outreach';
import { FormDialog } from '@/web/components/form-dialog';
import { ActionsMenu, useMenuDialog } from '@/web/components/ui/actions-menu';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/web/components/ui/dropdown-menu';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useInfluencers, useRefreshInfluencer, useRemoveInfluencer, useUpdateInfluencer } from '../api/influencers';
import { figuresNote, formatEngagement, formatFollowers, influencerStatusTones, nextInfluencerStep } from '../influencer-format';
import { AddInfluencerDialog, FindInfluencerDialog } from './add-influencer-dialog';
import { ContactInfluencerDialog } from './contact-influencer-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { ImportInfluencersDialog } from './import-influencers-dialog';
import { OutreachHistory } from './outreach-history';

type Opened = 'find' | 'add' | 'import' | null;

interface InfluencerNetworkTabProps {
  projectNiche: string;
  canEdit: boolean;
  /** Contact added an influencer to a campaign: show it, where their message waits for review. */
  onEnrolled: (campaignId: string) => void;
  onNewCampaign: () => void;
}

/**
 * Influencer Network: people found by handle, added by hand or imported, with their figures, rate and
 * status; contacted through the same sequences as prospects, each with their history.
 */
export function InfluencerNetworkTab({ projectNiche, canEdit, onEnrolled, onNewCampaign }: InfluencerNetworkTabProps) {
  const influencers = useInfluencers();
  const update = useUpdateInfluencer();
  const reportFailure = useActionFailureToast();
  const [opened, setOpened] = useState<Opened>(null);
  // The list's copies, so a change made meanwhile (an address added) shows in the dialog.
  const [contactingId, setContactingId] = useState<string | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const contacting = influencers.data?.find((influencer) => influencer.id === contactingId);
  const historyOf = influencers.data?.find((influencer) => influencer.id === historyId);
  useFailureToast(influencers.isError, text.findFailed);
  const close = () => setOpened(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          Followers and engagement are read from Mastodon, Bluesky and YouTube; elsewhere they are yours to enter.
        </p>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setOpened('find')}>
              <Search aria-hidden />
              Find by handle
            </Button>
            <Button variant="outline" onClick={() => setOpened('add')}>
              <Plus aria-hidden />
              Add by hand
            </Button>
            <Button variant="outline" onClick={() => setOpened('import')}>
              <FileUp aria-hidden />
              Import CSV
            </Button>
          </div>
        )}
      </div>
      {influencers.data === undefined ? (
        <ListPending what="influencers" failed={influencers.isError} onRetry={() => void influencers.refetch()} />
      ) : influencers.data.length === 0 ? (
        <EmptyState icon={UsersRound} title="No influencers yet">
          {canEdit
            ? 'Find a creator by their handle on Mastodon, Bluesky or YouTube, add one from any platform by hand, or import a CSV.'
            : 'Influencers appear here once an Owner or Editor adds them.'}
        </EmptyState>
      ) : (
        <Table aria-label="Influencers">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Platform</TableHead>
              <TableHead className="text-right">Followers</TableHead>
              <TableHead className="text-right">Engagement</TableHead>
              <TableHead>Niche</TableHead>
              <TableHead>Rate</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {influencers.data.map((influencer) => (
              <InfluencerRow
                key={influencer.id}
                influencer={influencer}
                canEdit={canEdit}
                onContact={() => setContactingId(influencer.id)}
                onHistory={() => setHistoryId(influencer.id)}
              />
            ))}
          </TableBody>
        </Table>
      )}
      {opened === 'find' && <FindInfluencerDialog onClose={close} />}
      {opened === 'add' && <AddInfluencerDialog defaultNiche={projectNiche} onClose={close} />}
      {opened === 'import' && <ImportInfluencersDialog onClose={close} />}
      {contacting && (
        <ContactInfluencerDialog
          influencer={contacting}
          onClose={() => setContactingId(null)}
          onEnrolled={(campaignId) => {
            setContactingId(null);
            onEnrolled(campaignId);
          }}
          onNewCampaign={() => {
            setContactingId(null);
            onNewCampaign();
          }}
          contactedElsewhere={{
            pending: update.isPending,
            mark: () =>
              update.mutate(
                { id: contacting.id, status: 'Contacted' },
                {
                  onSuccess: () => {
                    toast.success(`${contacting.name} is now Contacted`);
                    setContactingId(null);
                  },
                  onError: (error) => reportFailure(error, 'Failed to update the influencer'),
                },
              ),
          }}
        />
      )}
      {historyOf && (
        <Dialog open onOpenChange={(open) => !open && setHistoryId(null)} title={`${historyOf.name}: history`} className="sm:max-w-2xl">
          <div className="text-sm">
            <OutreachHistory kind="influencer" id={historyOf.id} />
          </div>
        </Dialog>
      )}
    </div>
  );
}

function InfluencerRow({
  influencer,
  canEdit,
  onContact,
  onHistory,
}: {
  influencer: Influencer;
  canEdit: boolean;
  onContact: () => void;
  onHistory: () => void;
}) {
  const update = useUpdateInfluencer();
  const reportFailure = useActionFailureToast();
  const step = nextInfluencerStep(influencer.status);
  const note = figuresNote(influencer);
  const dash = <span className="text-gray-400">{outreachLabels.notMeasured}</span>;
  return (
    <TableRow className="align-top" data-testid="influencer-row">
      <TableCell className="max-w-56">
        <p className="truncate font-medium text-gray-900">{influencer.name}</p>
        {influencer.profileUrl ? (
          <a
            href={influencer.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 text-xs text-brand-700 hover:underline"
          >
            <span className="truncate">{influencer.handle}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <p className="truncate text-xs text-gray-500">{influencer.handle}</p>
        )}
      </TableCell>
      <TableCell>{influencerPlatformLabels[influencer.platform]}</TableCell>
      <TableCell className="text-right tabular-nums">
        {influencer.followers === null ? dash : formatFollowers(influencer.followers)}
        {note && <p className="text-xs text-gray-500">{note}</p>}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {influencer.engagementRate === null ? dash : formatEngagement(influencer.engagementRate)}
      </TableCell>
      <TableCell className="max-w-32 break-words text-gray-700">{influencer.niche || dash}</TableCell>
      <TableCell className="max-w-32 break-words text-gray-700">{influencer.rate || dash}</TableCell>
      <TableCell>
        <Badge tone={influencerStatusTones[influencer.status]}>{influencer.status}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap text-right">
        {canEdit && influencer.status === 'Available' && (
          <Button size="sm" variant="outline" onClick={onContact}>
            Contact
          </Button>
        )}
        {canEdit && step && influencer.status !== 'Available' && (
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: influencer.id, status: step.status },
                {
                  onSuccess: () => toast.success(`${influencer.name} is now ${step.status}`),
                  onError: (error) => reportFailure(error, 'Failed to update the influencer'),
                },
              )
            }
          >
            {step.label}
          </Button>
        )}
        <InfluencerActions influencer={influencer} canEdit={canEdit} onHistory={onHistory} />
      </TableCell>
    </TableRow>
  );
}

function InfluencerActions({ influencer, canEdit, onHistory }: { influencer: Influencer; canEdit: boolean; onHistory: () => void }) {
  const menu = useMenuDialog<'edit' | 'remove'>();
  const refresh = useRefreshInfluencer();
  const remove = useRemoveInfluencer();
  const reportFailure = useActionFailureToast();
  const readable = (lookupPlatforms as readonly string[]).includes(influencer.platform);
  return (
    <>
      <ActionsMenu label={`Actions for ${influencer.name}`} dialogs={menu}>
        <DropdownMenuItem onSelect={onHistory}>
          <History aria-hidden />
          History…
        </DropdownMenuItem>
        {canEdit && readable && (
          <DropdownMenuItem
            onSelect={() =>
              refresh.mutate(influencer.id, {
                onSuccess: (read) =>
                  read.figures.error ? toast.error(read.figures.error) : toast.success(`${influencer.name}’s figures read again`),
                onError: (error) => reportFailure(error, text.findFailed),
              })
            }
          >
            <RefreshCw aria-hidden />
            Read figures again
          </DropdownMenuItem>
        )}
        {canEdit && (
          <>
            <DropdownMenuItem onSelect={() => menu.openAfterMenu('edit')}>
              <Pencil aria-hidden />
              Edit niche, rate and e-mail…
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => menu.openAfterMenu('remove')} className="text-red-700">
              <Trash2 aria-hidden />
              Remove…
            </DropdownMenuItem>
          </>
        )}
      </ActionsMenu>
      {menu.dialog === 'edit' && <EditInfluencerDialog influencer={influencer} onClose={menu.close} />}
      {menu.dialog === 'remove' && (
        <ConfirmDialog
          title={`Remove ${influencer.name}?`}
          text="They are removed from your network, with their rate and status."
          confirmLabel="Remove"
          pending={remove.isPending}
          onClose={menu.close}
          onConfirm={() =>
            remove.mutateAsync(influencer.id).then(
              () => toast.success(`${influencer.name} removed`),
              (error: unknown) => reportFailure(error, 'Failed to remove the influencer'),
            )
          }
        />
      )}
    </>
  );
}

function EditInfluencerDialog({ influencer, onClose }: { influencer: Influencer; onClose: () => void }) {
  const id = useId();
  const [niche, setNiche] = useState(influencer.niche);
  const [rate, setRate] = useState(influencer.rate);
  const [email, setEmail] = useState(influencer.email ?? '');
  const update = useUpdateInfluencer();
  const reportFailure = useActionFailureToast({ close: onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: influencer.id, niche, rate, email: email.trim() || null },
      {
        onSuccess: () => {
          toast.success('Saved');
          onClose();
        },
        onError: (error) => reportFailure(error, 'Failed to update the influencer'),
      },
    );
  }

  return (
    <FormDialog
      title={`Edit ${influencer.name}`}
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending}
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-niche`}>Niche</Label>
        <Input id={`${id}-niche`} value={niche} maxLength={100} onChange={(event) => setNiche(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-rate`}>Rate</Label>
        <Input
          id={`${id}-rate`}
          value={rate}
          maxLength={100}
          placeholder="$250 per post"
          onChange={(event) => setRate(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>E-mail</Label>
        <Input id={`${id}-email`} type="email" value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} />
      </div>
    </FormDialog>
  );
}
