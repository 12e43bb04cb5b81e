import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { pageCount, showingRange } from '@/web/lib/paging';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The list whose pages these are, for screen readers ("Users pages"). */
  label: string;
  /** Show nothing while everything fits on one page. */
  hideWhenSinglePage?: boolean;
  className?: string;
}

/** Which rows show, with Previous and Next. */
export function Pagination({ page, pageSize, total, onPageChange, label, hideWhenSinglePage, className }: PaginationProps) {
  const pages = pageCount(pageSize, total);
  if (hideWhenSinglePage && pages <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <p className="text-sm text-gray-600" aria-live="polite">
        {showingRange(page, pageSize, total)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
