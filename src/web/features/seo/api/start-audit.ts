import { useMutation } from '@tanstack/react-query';
import type { SiteAudit } from '@/shared/seo/seo';
import { api } from '@/web/lib/api-client';
import { seoPath } from './seo-keys';

/** Queues a crawl of the site (202); the screen follows it with getAudit. */
export function startAudit(url: string) {
  return api.post<SiteAudit>(seoPath('audits'), { url });
}

export function useStartAudit() {
  return useMutation({ mutationFn: startAudit });
}
