import { Link } from 'react-router';
import type { Book } from '@foundation/contract/books';
import { apiUrl } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { store, storageKeys } from '../../../lib/storage-keys';

const action = 'block whitespace-nowrap rounded-full px-2 py-2 text-center text-[13px] font-semibold transition-colors sm:text-sm';

/** A free book: read it online, keep the PDF, or order it in print (spec point 2, Publishing). */
export function BookCard({ book }: { book: Book }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-3 shadow-sm sm:p-4">
      <img src={book.thumbnail} alt="" width={300} height={450} loading="lazy" className="aspect-[2/3] w-full rounded-lg bg-brand-50 object-cover shadow" />
      <h3 className="mt-4 line-clamp-2 font-display text-lg leading-snug text-brand-800">{book.title}</h3>
      {book.author && <p className="mt-1 text-sm text-muted">{book.author}</p>}
      <div className="mt-auto grid gap-2 pt-4">
        <a href={apiUrl(`viewBook/${book.id}`)} target="_blank" rel="noopener" className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
          Read Now<span className="sr-only">: {book.title} (opens in a new tab)</span>
        </a>
        <a href={apiUrl(`downloadBook/${book.id}`)} download className={`${action} border border-brand-200 text-brand-800 hover:bg-brand-50`}>
          Download<span className="sr-only">: {book.title}</span>
        </a>
        <Link
          to={href('donation', {}, { type: 'BOOK', id: book.id, title: book.title })}
          // The order form shows the cover it finds under book_image_{id} (spec point 3).
          onClick={() => store.set(storageKeys.bookImage(book.id), book.thumbnail)}
          className={`${action} bg-gold-500 text-brand-900 hover:bg-gold-400`}
        >
          Order Hard Copy<span className="sr-only">: {book.title}</span>
        </Link>
      </div>
    </article>
  );
}
