import { ActionsMenu, useMenuDialog } from '@/web/components/ui/actions-menu';
import { BarChart3, Copy, MailCheck, Pause, Pencil, Play, Send, Trash2 } from 'lucide-react';
import { type EmailCampaign, emailMessages } from '@/shared/email/email';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/web/components/ui/dropdown-menu';
import { toast } from '@/web/lib/toast';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDuplicateCampaign } from '../api/duplicate-campaign';
import { usePauseCampaign } from '../api/pause-campaign';
import { useResumeCampaign } from '../api/resume-campaign';
import { useSendTestCampaign } from '../api/send-test-campaign';
import { useSendReport } from '../use-send-report';
import { SendNowDialog } from './send-now-dialog';

export interface CampaignActionHandlers {
  onEdit: (campaign: EmailCampaign) => void;
  /** Opens the email settings, where the postal address that sending needs is entered. */
  onOpenSettings: () => void;
}

type DialogName = 'send' | 'delete';

/** The row's menu: edit, duplicate, send test, send now, pause or resume, delete. */
export function CampaignRowActions({
  campaign,
  onEdit,
  onOpenSettings,
  onOpenReport,
}: CampaignActionHandlers & { campaign: EmailCampaign; onOpenReport: (campaign: EmailCampaign) => void }) {
  const menu = useMenuDialog<DialogName>();
  const duplicate = useDuplicateCampaign();
  const sendTest = useSendTestCampaign();
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const remove = useDeleteCampaign();
  const report = useSendReport(onOpenSettings);
  const { status } = campaign;
  const editable = status === 'draft' || status === 'scheduled';
  const sendable = editable || status === 'failed';
  const busy = duplicate.isPending || sendTest.isPending || pause.isPending || resume.isPending;

  return (
    <>
      <ActionsMenu label={`Actions for ${campaign.name}`} disabled={busy} dialogs={menu}>
        <DropdownMenuItem onSelect={() => onOpenReport(campaign)}>
          <BarChart3 aria-hidden />
          View report
        </DropdownMenuItem>
        {editable && (
          <DropdownMenuItem onSelect={() => onEdit(campaign)}>
            <Pencil aria-hidden />
            Edit
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={() =>
            duplicate.mutate(campaign.id, {
              onSuccess: () => toast.success(emailMessages.campaignDuplicated),
              onError: (error) => report(error, 'Failed to duplicate campaign'),
            })
          }
        >
          <Copy aria-hidden />
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            sendTest.mutate(campaign.id, {
              onSuccess: ({ to }) => toast.success(emailMessages.testSent(to)),
              onError: (error) => report(error, 'Failed to send test'),
            })
          }
        >
          <MailCheck aria-hidden />
          Send test to me
        </DropdownMenuItem>
        {sendable && (
          <DropdownMenuItem onSelect={() => menu.openAfterMenu('send')}>
            <Send aria-hidden />
            Send now…
          </DropdownMenuItem>
        )}
        {status === 'sending' && (
          <DropdownMenuItem onSelect={() => pause.mutate(campaign.id, { onError: (error) => report(error, 'Failed to pause campaign') })}>
            <Pause aria-hidden />
            Pause
          </DropdownMenuItem>
        )}
        {status === 'paused' && (
          <DropdownMenuItem
            onSelect={() =>
              resume.mutate(campaign.id, {
                onSuccess: () => toast.success(emailMessages.sendStarted),
                onError: (error) => report(error, 'Failed to resume campaign'),
              })
            }
          >
            <Play aria-hidden />
            Resume
          </DropdownMenuItem>
        )}
        {status !== 'sending' && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => menu.openAfterMenu('delete')} className="text-red-700">
              <Trash2 aria-hidden />
              Delete…
            </DropdownMenuItem>
          </>
        )}
      </ActionsMenu>
      {menu.dialog === 'send' && <SendNowDialog campaign={campaign} onClose={() => menu.close()} onOpenSettings={onOpenSettings} />}
      {menu.dialog === 'delete' && (
        <ConfirmDialog
          title="Delete campaign?"
          text={`“${campaign.name}” and its figures will be gone for good.`}
          confirmLabel="Delete campaign"
          pending={remove.isPending}
          onClose={() => menu.close()}
          onConfirm={() =>
            // Awaited rather than a mutate callback: the row, and this menu with it, leaves the table
            // as soon as the list refreshes, and a callback of an unmounted mutation never runs.
            remove.mutateAsync(campaign.id).then(
              () => toast.success(emailMessages.campaignDeleted),
              (error: unknown) => {
                menu.close();
                report(error, 'Failed to delete campaign');
              },
            )
          }
        />
      )}
    </>
  );
}
