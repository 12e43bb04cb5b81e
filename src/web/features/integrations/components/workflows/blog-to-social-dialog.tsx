import { type FormEvent, useId, useState } from 'react';
import { type BlogToSocialSettings, workflowMessages as text, workflowNames } from '@/shared/integrations/workflows';
import { socialNetworkLabels } from '@/shared/social/social';
import { FormDialog } from '@/web/components/form-dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useSocialAccounts, useActivateWorkflow } from '../../api/workflows';
import type { WorkflowSettingsDialogProps } from './settings-dialog-props';

/** Networks whose posts need an image or a video: a blog post's text alone cannot go there. */
const mediaOnly = new Set(['instagram', 'tiktok', 'youtube']);

/** Blog to Social's settings: the accounts to post to, and drafts or the best time. Saving turns it on. */
export function BlogToSocialDialog({ workflow, onClose }: WorkflowSettingsDialogProps) {
  const id = useId();
  const current = workflow.settings as BlogToSocialSettings | null;
  const [accountIds, setAccountIds] = useState<string[]>(current?.accountIds ?? []);
  const [timing, setTiming] = useState<BlogToSocialSettings['timing']>(current?.timing ?? 'draft');
  const accounts = useSocialAccounts(true);
  const { activate, pending } = useActivateWorkflow(workflow, onClose);
  const usable = (accounts.data ?? []).filter((account) => account.status === 'Connected' && !mediaOnly.has(account.network));

  function submit(event: FormEvent) {
    event.preventDefault();
    activate({ accountIds, timing });
  }

  const toggle = (accountId: string, on: boolean) =>
    setAccountIds((chosen) => (on ? [...chosen, accountId] : chosen.filter((candidate) => candidate !== accountId)));

  return (
    <FormDialog
      title={workflowNames[workflow.kind]}
      description={workflow.description}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={accountIds.length === 0}
      submitLabel={text.save}
      pendingLabel={text.save}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{text.accounts}</legend>
        {accounts.isPending && <Spinner className="size-5" />}
        {accounts.isSuccess && usable.length === 0 && <p className="text-sm text-gray-600">{text.noAccounts}</p>}
        {usable.map((account) => (
          <label key={account.id} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-brand-600"
              checked={accountIds.includes(account.id)}
              disabled={pending}
              onChange={(event) => toggle(account.id, event.target.checked)}
            />
            {account.username} <span className="text-gray-500">({socialNetworkLabels[account.network]})</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{text.timing}</legend>
        {(['draft', 'best_time'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" name={`${id}-timing`} checked={timing === choice} disabled={pending} onChange={() => setTiming(choice)} />
            {choice === 'draft' ? text.timingDraft : text.timingBestTime}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
