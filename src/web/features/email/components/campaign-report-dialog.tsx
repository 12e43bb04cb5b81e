import type { EmailCampaign } from '@/shared/email/email';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { type CampaignReport, useCampaign } from '../api/get-campaign';
import { displayUrl, formatCount, formatDateTime, formatMoney, formatRate } from '../format';
import { CampaignStatusBadge } from './campaign-status-badge';

/** A campaign's report: how far it went, who opened and clicked, what it earned, and which links were clicked. */
export function CampaignReportDialog({ campaign, onClose }: { campaign: EmailCampaign; onClose: () => void }) {
  const report = useCampaign(campaign.id);
  const data: CampaignReport | EmailCampaign = report.data ?? campaign;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data.name}
      description={data.subject || undefined}
      className="max-w-2xl"
    >
      <div className="space-y-5" data-testid="campaign-report">
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
          <CampaignStatusBadge campaign={data} />
          <span>{data.type}</span>
          <span aria-hidden>·</span>
          <span>{data.listName ? `To “${data.listName}”` : 'No list'}</span>
          {when(data) && (
            <>
              <span aria-hidden>·</span>
              <span>{when(data)}</span>
            </>
          )}
        </div>
        {data.status === 'failed' && data.error && <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{data.error}</p>}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Sent" value={`${formatCount(data.sent)} of ${formatCount(data.recipients)}`} />
          <Figure label="Opens" value={formatCount(data.opens)} note={formatRate(data.openRate)} />
          <Figure label="Clicks" value={formatCount(data.clicks)} note={formatRate(data.clickRate)} />
          <Figure label="Revenue" value={formatMoney(data.revenue)} note={`${formatCount(data.converted)} conversions`} />
        </dl>
        {data.failed > 0 && <p className="text-sm text-gray-600">{formatCount(data.failed)} could not be delivered.</p>}
        {data.abTest && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-gray-800">
            A/B test against “{data.abTest.subjectB}” on {data.abTest.sharePercent}% each:{' '}
            {data.abTest.winner ? `subject ${data.abTest.winner.toUpperCase()} won and went to the rest.` : 'no winner yet.'}
          </p>
        )}
        <LinksTable report={report.data} loading={report.isPending} />
      </div>
    </Dialog>
  );
}

function when(campaign: EmailCampaign): string | null {
  if (campaign.finishedAt) return `Finished ${formatDateTime(campaign.finishedAt)}`;
  if (campaign.startedAt) return `Started ${formatDateTime(campaign.startedAt)}`;
  if (campaign.scheduledAt) return `Scheduled for ${formatDateTime(campaign.scheduledAt)}`;
  return null;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-gray-200 p-3">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-gray-500">{note}</dd>}
    </div>
  );
}

function LinksTable({ report, loading }: { report: CampaignReport | undefined; loading: boolean }) {
  if (loading) return <Spinner className="mx-auto block size-6 border-2" />;
  if (!report) return null;
  if (report.links.length === 0) return null;
  return (
    <div>
      <div className="mb-2 flex justify-between text-sm">
        <h3 className="font-semibold text-gray-900">Links</h3>
        <span className="text-gray-500">Clicks</span>
      </div>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
        {report.links.map((link) => (
          <li key={link.url} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="min-w-0 truncate text-gray-700" title={link.url}>
              {displayUrl(link.url)}
            </span>
            <span className="shrink-0 font-medium tabular-nums text-gray-900">{formatCount(link.clicks)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
