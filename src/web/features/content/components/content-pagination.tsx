import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

interface ContentPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function ContentPagination({ page, pageSize, total, onPageChange }: ContentPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Content pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-600" aria-live="polite">
        Showing {first}–{last} of {total.toLocaleString('en-US')}
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
