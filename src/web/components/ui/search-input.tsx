import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';

/** A field with the search icon at its start, as the screens' searches and filters show it. `className` places and sizes it. */
export function SearchInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
      <Input {...props} className="pl-9" />
    </div>
  );
}
