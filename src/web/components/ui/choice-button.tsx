import { ChevronsUpDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * The button of a menu that shows the current choice (workspace, project, account), then the chevron
 * that says it opens. Plain: the menu wraps it in its trigger (`DropdownMenuTrigger asChild`).
 */
export function ChoiceButton({
  className,
  chevronClassName,
  children,
  ...props
}: ComponentProps<'button'> & { chevronClassName?: string }) {
  return (
    <button
      type="button"
      className={cn(
        'flex h-10 min-w-0 items-center gap-2 rounded-lg border border-gray-200 bg-white px-2.5 text-sm hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronsUpDown className={cn('size-4 shrink-0 text-gray-400', chevronClassName)} aria-hidden />
    </button>
  );
}
