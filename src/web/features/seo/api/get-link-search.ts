import { api } from '@/web/lib/api-client';
import { trackedJobQueryOptions } from '@/web/lib/use-tracked-job';
import type { LinkSearch } from '../link-state';
import { idPath, seoKeys } from './seo-keys';

/** A search for link opportunities, asked every second while it works. */
export const linkSearchQueryOptions = (id: string) =>
  trackedJobQueryOptions({ queryKey: seoKeys.linkSearch(id), fetchJob: () => api.get<LinkSearch>(idPath('links/searches', id)) });
