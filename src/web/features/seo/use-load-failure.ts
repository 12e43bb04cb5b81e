import { useEffect } from 'react';
import { seoMessages } from '@/shared/seo';
import { toast } from '@/web/lib/toast';

/** §8: 'Failed to load SEO data', said once however often the list fails to load. */
export function useLoadFailure(failed: boolean) {
  useEffect(() => {
    if (failed) toast.error(seoMessages.loadFailed, { id: 'seo-load-failed' });
  }, [failed]);
}
