import { Button } from '@/web/components/ui/button';

/** Results that could not be loaded, with a way to ask again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm text-gray-600">
      {what} could not be loaded.
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
