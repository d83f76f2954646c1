import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PAGE_SIZE } from './use-cursor-pages';

interface PaginationProps {
  label: string;
  page: number;
  total: number | undefined;
  shown: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/Next for a cursor-paged table, with where the admin is in the list. */
export function Pagination({ label, page, total, shown, onPrevious, onNext }: PaginationProps) {
  const first = (page - 1) * PAGE_SIZE + (shown > 0 ? 1 : 0);
  const last = (page - 1) * PAGE_SIZE + shown;
  const hasNext = total === undefined ? shown === PAGE_SIZE : last < total;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-muted">
      <p aria-live="polite">{shown === 0 ? 'Nothing to show' : `${first}–${last}${total !== undefined ? ` of ${total}` : ''}`}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={page === 1}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
