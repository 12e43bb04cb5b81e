import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * An on/off switch: a button with role="switch" and aria-checked, so screen readers say "on" or "off".
 * Name it with aria-label or aria-labelledby (or a <label htmlFor>), as any button.
 */
export function Switch({
  checked,
  onCheckedChange,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'role' | 'type' | 'aria-checked'> & { checked: boolean; onCheckedChange?: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-gray-300',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
