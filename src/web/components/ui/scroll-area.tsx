import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * A box that scrolls on its own (a long draft inside a dialog). It takes the focus with Tab, so the
 * keyboard can scroll it with the arrows, and is named for screen readers as the region it is.
 */
export function ScrollArea({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-y-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500', className)}
    >
      {children}
    </div>
  );
}
