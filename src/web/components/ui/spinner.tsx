import { cn } from '@/web/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600', className)}
    />
  );
}

/** The full-screen 'Loading...' state while the session or a screen loads. */
export function FullScreenLoader({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 bg-gray-50">
      <Spinner className="size-10" />
      <p className="text-sm text-gray-600">{text}</p>
    </div>
  );
}
