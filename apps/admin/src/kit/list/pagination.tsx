import { cx, ui } from '../../components';

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <button type="button" className={cx(ui.button, ui.secondary)} disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        Previous
      </button>
      <p className="text-sm tabular-nums">
        Page {page} of {pages}
      </p>
      <button type="button" className={cx(ui.button, ui.secondary)} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
