import { seoMessages } from '@/shared/seo/seo';
import { useFailureToast } from '@/web/lib/use-failure-toast';

/** 'Failed to load SEO data', said once however often the list fails to load. */
export function useLoadFailure(failed: boolean) {
  useFailureToast(failed, seoMessages.loadFailed);
}
