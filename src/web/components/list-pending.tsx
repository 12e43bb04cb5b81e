import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

/** A list not here yet: loading, or failed with a way to ask again. */
export function ListPending({ what, failed, onRetry }: { what: string; failed: boolean; onRetry: () => void }) {
  return failed ? (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm text-gray-600">
      The {what} could not be loaded.
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  ) : (
    <p role="status" className="flex flex-col items-center gap-3 py-12 text-sm text-gray-600">
      <Spinner />
      Loading {what}…
    </p>
  );
}
