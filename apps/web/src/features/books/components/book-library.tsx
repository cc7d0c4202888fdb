import { useState } from 'react';
import type { Book } from '@foundation/contract/books';
import { emptyStates } from '@foundation/contract/messages';
import { CategorySearch, type CategorySearchText } from '../../../components/ui/category-search';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLogError } from '../../../lib/use-log-error';
import { intlLocale } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { CardSkeletons } from '../../../components/ui/skeletons';
import { useBooks } from '../api/get-books';
import { BookCard } from './book-card';

/** The filter bar's words, read while rendering (the page's language). */
const filterText = (): CategorySearchText => ({
  label: m.media_books_find(),
  all: m.media_books_all_categories(),
  search: m.media_books_search(),
  placeholder: m.media_books_placeholder(),
});

const grid = 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4 xl:grid-cols-5';

/** The library: filters drive getBooks (the search waits for a 300 ms pause), 24 books a page. */
export function BookLibrary() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState(0);
  const search = useDebouncedValue(text.trim(), 300);
  const { data, error, isPending, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage } = useBooks({ search, category });
  useLogError(error, 'books');

  const books: Book[] = data?.pages.flatMap((p) => p.book_list) ?? [];
  const first = data?.pages[0];
  const total = first?.pagination.total ?? 0;

  return (
    <div>
      <CategorySearch text={filterText()} categories={first?.category_list ?? []} category={category} onCategory={setCategory} search={text} onSearch={setText} />
      <p aria-live="polite" className="mb-4 min-h-6 text-sm text-muted">
        {first && total > 0 && (total === 1 ? m.media_books_showing_one : m.media_books_showing_other)({ shown: books.length, total: total.toLocaleString(intlLocale()) })}
      </p>
      {isPending ? (
        <CardSkeletons count={8} className={grid} media="aspect-[3/4]" />
      ) : books.length ? (
        <div aria-busy={isPlaceholderData} className={`${grid} transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
          {books.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </div>
      ) : (
        !error && <EmptyState text={emptyStates.noBooks} />
      )}
      {hasNextPage && !isPlaceholderData && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-full border-2 border-brand-700 px-8 py-3 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white disabled:opacity-60"
          >
            {isFetchingNextPage ? m.media_common_loading() : m.media_books_load_more()}
          </button>
        </div>
      )}
    </div>
  );
}
