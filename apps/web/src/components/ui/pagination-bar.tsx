import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { NativeSelect } from './native-select';

/** The bar's copy: each list names its own pages ('Usuarios por página', 'Paginación de la lista de ...'). */
export interface PaginationBarLabels {
  /** names the bar's navigation landmark */
  pagination: string;
  /** names the page-size picker */
  pageSizeLabel: string;
  pageSize: (size: number) => string;
  page: (page: number, pages: number) => string;
  previousPage: string;
  nextPage: string;
}

interface PaginationBarProps {
  page: number;
  pages: number;
  pageSize: number;
  /** the sizes the picker offers */
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  labels: PaginationBarLabels;
}

/**
 * Page size ('{n} por página', docs/product/interface.md#page-sizes) and 'Página X de Y' with the
 * previous and next buttons.
 */
export function PaginationBar({
  page,
  pages,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  labels,
}: PaginationBarProps) {
  return (
    <nav
      aria-label={labels.pagination}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3"
    >
      <div className="w-40">
        <NativeSelect
          aria-label={labels.pageSizeLabel}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {labels.pageSize(size)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-2">
        <span aria-live="polite" className="text-sm text-muted-foreground">
          {labels.page(page, pages)}
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label={labels.previousPage}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={labels.nextPage}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
