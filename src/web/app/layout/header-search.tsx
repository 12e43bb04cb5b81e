import { Search, X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { layoutMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

/**
 * The header's search. Its slot takes the room the selectors and buttons leave, which depends on the
 * sidebar and the names beside it, so it is a size container: with at least 12rem the field shows,
 * with less an icon that opens the field over the whole header.
 */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  function close({ refocus }: { refocus: boolean }) {
    setOpen(false);
    if (refocus) opener.current?.focus();
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close({ refocus: false });
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') close({ refocus: true });
  }

  return (
    <>
      <div className="@container min-w-9 max-w-md flex-1">
        <Button
          ref={opener}
          variant="ghost"
          size="icon"
          aria-label={layoutMessages.search}
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className="@min-[12rem]:hidden"
        >
          <Search />
        </Button>
        <SearchField className="hidden @min-[12rem]:block" value={query} onChange={setQuery} />
      </div>
      {open && (
        <div
          className="absolute inset-0 z-10 flex items-center gap-2 bg-white px-2 sm:px-6"
          onBlur={closeWhenFocusLeaves}
          onKeyDown={closeOnEscape}
        >
          <SearchField className="flex-1" value={query} onChange={setQuery} autoFocus />
          <Button variant="ghost" size="icon" aria-label={layoutMessages.closeSearch} onClick={() => close({ refocus: true })}>
            <X />
          </Button>
        </div>
      )}
    </>
  );
}

function SearchField({
  className,
  value,
  onChange,
  autoFocus,
}: {
  className: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-400" />
      <input
        type="search"
        aria-label={layoutMessages.search}
        placeholder={layoutMessages.searchPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
        className="h-10 w-full rounded-lg border border-gray-200 bg-gray-50 pl-9 pr-3 text-sm placeholder:text-gray-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
    </div>
  );
}
