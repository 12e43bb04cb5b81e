import type { ContentListQuery } from '@/shared/content/content';

/** Every content read sits under ['content'], so one invalidation refreshes the library, items and calendar. */
export const contentKeys = {
  all: ['content'] as const,
  list: (query: ContentListQuery) => ['content', 'list', query] as const,
  item: (id: string) => ['content', 'item', id] as const,
  calendar: (from: string, to: string) => ['content', 'calendar', from, to] as const,
  /** Apart from ['content']: saving content does not change the templates. */
  templates: ['content-templates'] as const,
};

/** What a new or changed piece of content also changes: the dashboard's tiles, table and activity, and usage. */
export const dependentKeys = [['dashboard'], ['events'], ['me']] as const;
