import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** Inside a card the error box keeps clear of the card's edges. */
  inset?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A tab's data once it is there; before that the spinner, or the error with Try again. Data already on
 * screen stays when a background refresh fails.
 */
export function Loaded<T>({ query, loadingLabel, inset = false, children }: LoadedProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (!query.isError) return <TabLoading label={loadingLabel} />;
  const error = <TabError onRetry={() => void query.refetch()} />;
  return inset ? <div className="p-4">{error}</div> : error;
}

function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-gray-500">
      <Spinner />
      {label}
    </div>
  );
}

/** Stays on screen after the toast fades, with a way to try again. */
function TabError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 py-12 text-center">
      <AlertTriangle className="size-8 text-amber-500" aria-hidden />
      <p className="text-sm text-gray-600">This information could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 px-4 py-12 text-center [&>svg]:mb-2 [&>svg]:size-8 [&>svg]:text-gray-300">
      {icon}
      <p className="font-medium text-gray-900">{title}</p>
      {children && <p className="text-sm text-gray-500">{children}</p>}
    </div>
  );
}
