import { Link } from 'wouter';
import type { Book } from '@foundation/contract/books';
import { apiUrl } from '../../../lib/api-client';
import { href } from '../../../lib/routes';
import { store, storageKeys } from '../../../lib/storage-keys';
import { BagIcon, DownloadIcon, OpenIcon } from '../../../components/icons';
import { CardImage } from '../../../components/ui/card-image';
import { renderWhenNear } from '../../../lib/render-when-near';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

// Icons give way on narrow phones so every label stays on one line.
const action = 'flex items-center justify-center gap-2 rounded-full px-2 py-2 text-[13px] font-semibold whitespace-nowrap transition sm:px-3 sm:text-sm [&>svg]:hidden sm:[&>svg]:block';

/** Covers sit two to five in a row (the library's grid, the home page's slider). */
const COVER_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** A book in the library: its cover, and the three ways to have it (spec point 2, Publishing). */
export function BookCard({ book }: { book: Book }) {
  // The donation page shows the cover of the book being ordered (spec point 3, book_image_{id}).
  const rememberCover = () => store.set(storageKeys.bookImage(book.id), book.thumbnail);
  const named = <span className="sr-only">: {book.title}</span>;
  return (
    <article className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:shadow-lg ${renderWhenNear}`}>
      <CardImage src={book.thumbnail} ratio="aspect-[3/4]" width={300} height={400} sizes={COVER_SIZES} />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h3 lang={langOfContent(book.title)} className="line-clamp-2 text-lg leading-snug text-brand-800">
          {book.title}
        </h3>
        <p className="mt-1 mb-4 text-sm text-muted">
          <span className="sr-only">{m.media_books_author()} </span>
          <span lang={langOfContent(book.author)}>{book.author}</span>
        </p>
        <div className="mt-auto grid gap-2">
          <a href={apiUrl(`viewBook/${book.id}`)} target="_blank" rel="noopener" className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
            <OpenIcon /> {m.media_books_read_now()}
            {named}
            <span className="sr-only"> {m.media_common_new_tab()}</span>
          </a>
          <a href={apiUrl(`downloadBook/${book.id}`)} download className={`${action} border border-brand-200 text-brand-700 hover:bg-brand-50`}>
            <DownloadIcon /> {m.media_books_download()}
            {named}
          </a>
          <Link
            to={href('donation', {}, { type: 'BOOK', id: book.id, title: book.title })}
            onClick={rememberCover}
            className={`${action} bg-gold-500 text-brand-900 hover:bg-gold-400`}
          >
            <BagIcon /> {m.media_books_order()}
            {named}
          </Link>
        </div>
      </div>
    </article>
  );
}
