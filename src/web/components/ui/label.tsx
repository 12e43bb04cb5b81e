import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-gray-700', className)} {...props} />;
}
