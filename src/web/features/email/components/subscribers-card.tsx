import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Pagination } from '@/web/components/ui/pagination';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { type Audience, subscribersPageSize, useSubscribers } from '../api/get-subscribers';
import { audienceValue } from '../audience';
import { useLoadFailure } from '../use-load-failure';
import { SubscribersTable } from './subscribers-table';
import { SubscribersToolbar } from './subscribers-toolbar';

interface SubscribersCardProps {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
}

/** The subscribers of everyone, a list or a segment, searchable, 50 a page. */
export function SubscribersCard({ audience, onAudienceChange }: SubscribersCardProps) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, 300);
  // Another audience or search starts again on the first page.
  const filterKey = `${audienceValue(audience)}|${settledSearch}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const subscribers = useSubscribers({ audience, search: settledSearch, page });
  useLoadFailure(subscribers.isError);
  const data = subscribers.data;

  return (
    <Card className="min-w-0">
      <CardHeader className="space-y-3">
        <div>
          <CardTitle>Subscribers</CardTitle>
          <p className="text-sm text-gray-600">Choose a list or segment above, or here, to see who is in it.</p>
        </div>
        <SubscribersToolbar audience={audience} onAudienceChange={onAudienceChange} search={search} onSearchChange={setSearch} />
      </CardHeader>
      <CardContent className="space-y-4 px-0 sm:px-2">
        {!data ? (
          subscribers.isError ? (
            <p className="py-8 text-center text-sm text-gray-600">Subscribers could not be loaded.</p>
          ) : (
            <Spinner className="mx-auto block size-6 border-2" />
          )
        ) : data.subscribers.length === 0 ? (
          <p className="py-8 text-center text-sm text-gray-600">
            {settledSearch
              ? 'Nobody matches this search.'
              : 'No subscribers here yet. Add them by hand, import a CSV, or share a list’s sign-up form.'}
          </p>
        ) : (
          <div
            className={cn('transition-opacity', subscribers.isPlaceholderData && 'opacity-60')}
            aria-busy={subscribers.isPlaceholderData}
          >
            <SubscribersTable subscribers={data.subscribers} />
          </div>
        )}
        {data && (
          <Pagination
            className="px-4"
            label="Subscriber pages"
            page={page}
            pageSize={subscribersPageSize}
            total={data.total}
            onPageChange={(next) => setPaging({ filterKey, page: next })}
            hideWhenSinglePage
          />
        )}
      </CardContent>
    </Card>
  );
}
