import { useState } from 'react';
import { type CampaignStepFigures, outreachCampaignMessages as text, type ReplyLabel, replyLabels } from '@/shared/outreach/campaigns';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { formatMoney } from '@/web/lib/format-money';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useApproveMessages, useCampaign, useEnrollProspects, useLabelReply } from '../api/campaigns';
import { useProspects } from '../api/get-prospects';
import { enrollmentStateLabels, enrollmentStateTones, replyLabelNames } from '../campaign-labels';
import { bestContact } from '../prospect-format';
import { ListPending } from '@/web/components/list-pending';
import { PendingMessageDialog } from './pending-message-dialog';
import { formatDate } from '@/shared/date-format';

/** A campaign: its figures, who is in it and where each stands; add prospects, review and approve what waits to go. */
export function CampaignDialog({ campaignId, canEdit, onClose }: { campaignId: string; canEdit: boolean; onClose: () => void }) {
  const campaign = useCampaign(campaignId);
  const approve = useApproveMessages();
  const label = useLabelReply(campaignId);
  const reportFailure = useActionFailureToast();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const data = campaign.data;

  if (reviewing)
    return <PendingMessageDialog campaignId={campaignId} enrollmentId={reviewing} canEdit={canEdit} onClose={() => setReviewing(null)} />;
  if (adding && data)
    return (
      <AddProspectsDialog
        campaignId={campaignId}
        enrolled={data.enrollments.flatMap((row) => (row.prospectId ? [row.prospectId] : []))}
        onClose={() => setAdding(false)}
      />
    );

  const drafts = data?.enrollments.filter((row) => row.pending?.status === 'draft').length ?? 0;
  const writing = data?.enrollments.filter((row) => row.writingOpening).length ?? 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={data?.name ?? 'Campaign'} className="sm:max-w-4xl">
      {!data ? (
        <Spinner />
      ) : (
        <div className="space-y-4 text-sm">
          <p className="text-gray-600">
            {data.type} · {data.steps.length === 1 ? '1 message' : `${data.steps.length} messages`} · {data.sent} sent · {data.responses}{' '}
            responses · {data.accepted} accepted · {data.status === 'active' ? 'Active' : 'Paused'}
          </p>
          <StepFigures steps={data.stepFigures} />
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setAdding(true)}>
                Add prospects
              </Button>
              {drafts > 0 && (
                <Button
                  disabled={approve.isPending || writing > 0}
                  onClick={() =>
                    approve.mutate(
                      { id: campaignId },
                      {
                        onSuccess: ({ approved }) =>
                          toast.success(`${approved === 1 ? '1 message' : `${approved} messages`} approved: they go in the send window`),
                        onError: (error) => reportFailure(error, text.sendFailed),
                      },
                    )
                  }
                >
                  Approve all ({drafts})
                </Button>
              )}
              {writing > 0 && (
                <p role="status" className="flex items-center gap-2 text-gray-600">
                  <Spinner className="size-4 border-2" />
                  Writing {writing === 1 ? '1 opening' : `${writing} openings`} from the prospects’ pages…
                </p>
              )}
            </div>
          )}
          {data.enrollments.length === 0 ? (
            <p className="text-gray-500">No prospects in this campaign yet.</p>
          ) : (
            <Table aria-label="Prospects in the campaign">
              <TableHeader>
                <TableRow>
                  <TableHead>Recipient</TableHead>
                  <TableHead>Step</TableHead>
                  <TableHead>Last sent</TableHead>
                  <TableHead>State</TableHead>
                  <TableHead>Reply</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.enrollments.map((row) => (
                  <TableRow key={row.id} className="align-top" data-testid="enrollment-row">
                    <TableCell>
                      <p className="font-medium text-gray-900">{row.who}</p>
                      <p className="text-xs text-gray-500">{row.contact}</p>
                      {row.error && <p className="text-xs text-red-700">{row.error}</p>}
                    </TableCell>
                    <TableCell className="tabular-nums">
                      {row.stepReached} of {data.steps.length}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{row.lastSentAt ? formatDate(row.lastSentAt, 'dateTime') : '—'}</TableCell>
                    <TableCell>
                      <Badge tone={enrollmentStateTones[row.state]}>{enrollmentStateLabels[row.state]}</Badge>
                      {row.pending && (
                        <p className="pt-1 text-xs text-gray-500">
                          Step {row.pending.step}:{' '}
                          {row.writingOpening
                            ? 'writing the opening'
                            : row.pending.status === 'draft'
                              ? 'waiting for review'
                              : row.pending.status}
                        </p>
                      )}
                    </TableCell>
                    <TableCell>
                      {row.replyLabel && canEdit ? (
                        <NativeSelect
                          aria-label={`Reply label for ${row.who}`}
                          value={row.replyLabel}
                          className="h-8"
                          onChange={(event) =>
                            label.mutate(
                              { enrollmentId: row.id, label: event.target.value as ReplyLabel },
                              { onError: (error) => reportFailure(error, 'Failed to change the label') },
                            )
                          }
                        >
                          {replyLabels.map((choice) => (
                            <option key={choice} value={choice}>
                              {replyLabelNames[choice]}
                            </option>
                          ))}
                        </NativeSelect>
                      ) : row.replyLabel ? (
                        replyLabelNames[row.replyLabel]
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell className="text-right">
                      {row.pending && (
                        <Button size="sm" variant="outline" onClick={() => setReviewing(row.id)}>
                          {row.pending.status === 'draft' && canEdit ? 'Review' : 'View'}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** Each step's sends, clicks and the conversions Analytics credits to its links (they land tagged with the step). */
function StepFigures({ steps }: { steps: CampaignStepFigures[] }) {
  return (
    <Table aria-label="Steps">
      <TableHeader>
        <TableRow>
          <TableHead>Step</TableHead>
          <TableHead className="text-right">Sent</TableHead>
          <TableHead className="text-right">Clicks</TableHead>
          <TableHead className="text-right">Conversions</TableHead>
          <TableHead className="text-right">Revenue</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {steps.map((step) => (
          <TableRow key={step.step}>
            <TableCell>{step.step === 1 ? 'First message' : `Follow-up ${step.step - 1}`}</TableCell>
            <TableCell className="text-right tabular-nums">{step.sent}</TableCell>
            <TableCell className="text-right tabular-nums">{step.clicks}</TableCell>
            <TableCell className="text-right tabular-nums">{step.conversions}</TableCell>
            <TableCell className="text-right tabular-nums">{step.revenue === null ? '—' : formatMoney(step.revenue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Add prospects: those with an address found on their site and in no campaign yet. */
function AddProspectsDialog({ campaignId, enrolled, onClose }: { campaignId: string; enrolled: readonly string[]; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const prospects = useProspects({ status: 'new', search: useDebouncedValue(search, 300) });
  const enroll = useEnrollProspects();
  const reportFailure = useActionFailureToast();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const choices = (prospects.data?.prospects ?? []).filter((prospect) => !enrolled.includes(prospect.id));
  const more = (prospects.data?.total ?? 0) > (prospects.data?.prospects.length ?? 0);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!enroll.isPending} title="Add prospects" className="sm:max-w-xl">
      <div className="space-y-3 text-sm">
        <p className="text-gray-600">Uplift writes each prospect an opening from its page; you review the messages before they go.</p>
        <Input
          type="search"
          aria-label="Search new prospects"
          placeholder="Search by domain or name"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        {prospects.data === undefined ? (
          <ListPending what="prospects" failed={prospects.isError} onRetry={() => void prospects.refetch()} />
        ) : choices.length === 0 ? (
          <p className="text-gray-500">{search.trim() ? 'No new prospect matches.' : 'Every new prospect is in this campaign already.'}</p>
        ) : (
          <ul className="max-h-80 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200">
            {choices.map((prospect) => {
              const contact = bestContact(prospect.contacts);
              return (
                <li key={prospect.id}>
                  <label className="flex cursor-pointer items-start gap-3 p-3">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={chosen.has(prospect.id)}
                      disabled={!contact}
                      onChange={() => toggle(prospect.id)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-gray-900">{prospect.domain}</span>
                      <span className="block text-xs text-gray-500">{contact ? contact.email : text.noContact}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {more && <p className="text-xs text-gray-500">The newest {prospects.data?.pageSize} are shown: search to find others.</p>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={enroll.isPending}>
            Cancel
          </Button>
          <Button
            disabled={chosen.size === 0 || enroll.isPending}
            onClick={() =>
              enroll.mutate(
                { id: campaignId, prospectIds: [...chosen] },
                {
                  onSuccess: ({ enrolled: added, skipped }) => {
                    toast.success(`${added.length === 1 ? '1 prospect' : `${added.length} prospects`} added: review their messages`);
                    for (const skip of skipped) toast.error(`${skip.who}: ${skip.reason}`);
                    onClose();
                  },
                  onError: (error) => reportFailure(error, text.createFailed),
                },
              )
            }
          >
            {enroll.isPending ? 'Adding…' : `Add ${chosen.size || ''}`.trim()}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
