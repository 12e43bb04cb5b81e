import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentTemplateList } from '@/shared/content/templates';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export const getContentTemplates = () => api.get<ContentTemplateList>('/api/content/templates');

export const contentTemplatesQueryOptions = () => queryOptions({ queryKey: contentKeys.templates, queryFn: getContentTemplates });

/** The workspace's templates, the starter set, and how many the plan keeps. */
export function useContentTemplates() {
  return useQuery(contentTemplatesQueryOptions());
}
