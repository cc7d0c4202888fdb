import { useId } from 'react';
import type { Book } from '@foundation/contract/books';
import { SearchIcon } from '../../catalogue/components/icons';

type Props = {
  categories: Book['category'][];
  category: number;
  onCategoryChange: (id: number) => void;
  search: string;
  onSearchChange: (text: string) => void;
};

const field = 'w-full rounded-full border border-brand-200 bg-white px-5 py-3 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-500';

/** The library's category dropdown (0 = every category) and title search. */
export function LibraryFilters({ categories, category, onCategoryChange, search, onSearchChange }: Props) {
  const id = useId();
  return (
    <form role="search" aria-label="Find a book" onSubmit={(e) => e.preventDefault()} className="mb-8 grid gap-4 sm:grid-cols-[16rem_1fr]">
      <div>
        <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-semibold text-brand-800">
          Category
        </label>
        <select id={`${id}-category`} value={category} onChange={(e) => onCategoryChange(Number(e.target.value))} className={field}>
          <option value={0}>All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-semibold text-brand-800">
          Search by title
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder="e.g. prayer, history, children"
            maxLength={200}
            autoComplete="off"
            className={`${field} pl-11`}
          />
        </div>
      </div>
    </form>
  );
}
