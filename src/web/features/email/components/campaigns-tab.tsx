import { Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import type { EmailCampaign } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignReportDialog } from './campaign-report-dialog';
import { CampaignTable } from './campaign-table';
import { PostalAddressNotice } from './postal-address-notice';

interface CampaignsTabProps {
  onCreate: () => void;
  onEdit: (campaign: EmailCampaign) => void;
  onOpenSettings: () => void;
}

/** The Campaigns tab: every campaign with its status and figures, and what can be done with each. */
export function CampaignsTab({ onCreate, onEdit, onOpenSettings }: CampaignsTabProps) {
  const campaigns = useCampaigns();
  const { canEdit } = usePermissions();
  const [reportOf, setReportOf] = useState<EmailCampaign | null>(null);
  const list = campaigns.data ?? [];

  return (
    <div className="space-y-4">
      {canEdit && <PostalAddressNotice onOpenSettings={onOpenSettings} />}
      <Card>
        {campaigns.isPending ? (
          <div role="status" className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Mail className="size-6" aria-hidden />
            </span>
            <p className="font-semibold text-gray-900">{campaigns.isError ? 'Campaigns could not be loaded' : 'No campaigns yet'}</p>
            <p className="max-w-md text-sm text-gray-600">
              A campaign is one email to a list: write it, try it on yourself with a test, then send it now or schedule it.
            </p>
            {canEdit && !campaigns.isError && (
              <Button onClick={onCreate}>
                <Plus aria-hidden />
                Create Campaign
              </Button>
            )}
          </div>
        ) : (
          <CampaignTable campaigns={list} canEdit={canEdit} onOpenReport={setReportOf} onEdit={onEdit} onOpenSettings={onOpenSettings} />
        )}
      </Card>
      {reportOf && <CampaignReportDialog campaign={reportOf} onClose={() => setReportOf(null)} />}
    </div>
  );
}
