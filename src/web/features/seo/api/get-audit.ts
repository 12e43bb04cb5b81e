import type { SiteAudit } from '@/shared/seo/seo';
import { api } from '@/web/lib/api-client';
import { trackedJobQueryOptions } from '@/web/lib/use-tracked-job';
import { idPath, seoKeys } from './seo-keys';

/** A crawl, asked every second while it works. */
export const auditQueryOptions = (id: string) =>
  trackedJobQueryOptions({ queryKey: seoKeys.audit(id), fetchJob: () => api.get<SiteAudit>(idPath('audits', id)) });
