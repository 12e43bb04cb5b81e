import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { pageCount, showingRange } from '../admin-format';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The list whose pages these are, for screen readers ("Users pages"). */
  label: string;
}

export function Pagination({ page, pageSize, total, onPageChange, label }: PaginationProps) {
  const pages = pageCount(pageSize, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 px-4 py-3">
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
