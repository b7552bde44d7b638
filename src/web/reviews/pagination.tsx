import { pageWindow } from './generate-reviews';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

export function Pagination({ page, pageCount, onPage }: Props) {
  const base = 'grid min-h-11 min-w-11 place-items-center rounded-lg border px-3 text-sm font-semibold';
  return (
    <nav aria-label="Review pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
        className={`${base} border-slate-300 text-slate-800 enabled:hover:bg-slate-100 disabled:opacity-40`}
      >
        Previous
      </button>
      {pageWindow(page, pageCount).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          className={`${base} ${number === page ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        disabled={page === pageCount}
        onClick={() => onPage(page + 1)}
        className={`${base} border-slate-300 text-slate-800 enabled:hover:bg-slate-100 disabled:opacity-40`}
      >
        Next
      </button>
    </nav>
  );
}
