import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { contentMessages } from '@/shared/content/content';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useAccounts } from './api/get-accounts';
import { useComposeContent } from './api/get-compose-content';
import { composeFromContent } from './compose-from-content';
import type { PostFormValues } from './post-form';

/**
 * The Content Engine's 'Send to Social Engine' (/social?compose=<content id>): once the item and the
 * accounts are read, opens the composer with its posts, or says it cannot ('Failed to parse content
 * for editing'); then drops the parameter so a reload does not open it again.
 */
export function useComposeFromContent(openComposer: (values: PostFormValues) => void) {
  const [params, setParams] = useSearchParams();
  const contentId = params.get('compose');
  const content = useComposeContent(contentId);
  const accounts = useAccounts();
  const { role, canEdit } = usePermissions();
  const settled = (content.isSuccess || content.isError) && (accounts.isSuccess || accounts.isError) && role !== undefined;

  useEffect(() => {
    if (contentId === null || !settled) return;
    const values = content.data ? composeFromContent(content.data, accounts.data ?? []) : null;
    // A fixed id: React's development double effects update the same toast instead of adding a second.
    if (!values) toast.error(contentMessages.parseForEditingFailed, { id: 'social-compose-failed' });
    else if (canEdit) openComposer(values);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('compose');
        return next;
      },
      { replace: true },
    );
  }, [contentId, settled, content.data, accounts.data, canEdit, openComposer, setParams]);
}
