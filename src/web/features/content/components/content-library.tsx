import { useEffect, useState } from 'react';
import { type ContentItem, type ContentType, contentMessages } from '@/shared/content/content';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Pagination } from '@/web/components/ui/pagination';
import { SearchInput } from '@/web/components/ui/search-input';
import { Tabs } from '@/web/components/ui/tabs';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { libraryPageSize as pageSize, useContentList } from '../api/get-content-list';
import { contentLabels, tabLabels } from '../labels';
import { ContentCard } from './content-card';
import { ContentEmptyState } from './content-empty-state';
import { ContentTypeOptions } from './content-options';

type Tab = 'all' | ContentType;
const tabs: readonly Tab[] = ['all', 'blog', 'social', 'video', 'email'];

interface ContentLibraryProps {
  onView: (id: string) => void;
  onEdit: (item: ContentItem) => void;
  onCreate: () => void;
}

/** The library: tabs with counts, search over title and text (on the server), a type filter and pages. */
export function ContentLibrary({ onView, onEdit, onCreate }: ContentLibraryProps) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 250);
  const list = useContentList({ q: q || undefined, type: tab === 'all' ? undefined : tab, page, pageSize });
  const counts = list.data?.counts;
  const filtering = q !== '' || tab !== 'all';
  const emptyPage = list.data !== undefined && list.data.items.length === 0 && page > 1;

  // Deleting the last item of the last page leaves an empty page: show the one before it.
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(1, current - 1));
  }, [emptyPage]);

  function chooseType(next: Tab) {
    setTab(next);
    setPage(1);
  }

  return (
    <section aria-label="Content library" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          className="flex-1"
          type="search"
          aria-label="Search content"
          placeholder={contentMessages.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <NativeSelect aria-label="Content type" className="sm:w-48" value={tab} onChange={(event) => chooseType(event.target.value as Tab)}>
          <option value="all">{contentLabels.allTypes}</option>
          <ContentTypeOptions />
        </NativeSelect>
      </div>
      <Tabs
        label="Content types"
        items={tabs.map((id) => ({ id, label: counts ? `${tabLabels[id]} (${counts[id]})` : tabLabels[id] }))}
        value={tab}
        onValueChange={chooseType}
      >
        {list.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
            <p className="text-sm text-red-800">{contentLabels.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : !list.data ? (
          <div aria-hidden className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-40 animate-pulse rounded-xl bg-gray-100" />
            ))}
          </div>
        ) : list.data.items.length === 0 ? (
          <ContentEmptyState filtering={filtering} onCreate={onCreate} />
        ) : (
          <div className="space-y-4" aria-busy={list.isFetching}>
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {list.data.items.map((item) => (
                <li key={item.id} className="flex">
                  <div className="flex w-full flex-col [&>*]:flex-1">
                    <ContentCard item={item} onView={onView} onEdit={onEdit} />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              label="Content pages"
              hideWhenSinglePage
              page={page}
              pageSize={pageSize}
              total={list.data.total}
              onPageChange={setPage}
            />
          </div>
        )}
      </Tabs>
    </section>
  );
}
