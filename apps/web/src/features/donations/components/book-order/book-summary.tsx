import type { ReactNode } from 'react';
import type { Book } from '@foundation/contract/books';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { moneyText, rich } from '../wizard/text';

interface Props {
  book: Book;
  /** The cover the publishing page remembered (book_image_{id}), else the book's own. */
  cover: string | null;
  children?: ReactNode;
}

/** The book being ordered: its cover, title and price per copy; what is chosen about it goes beside. */
export function BookSummary({ book, cover, children }: Props) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row">
      {cover ? (
        <ResponsiveImage src={cover} alt={m.wizard_book_cover_alt({ title: book.title })} width={144} height={192} sizes="144px" eager className="aspect-[3/4] w-28 shrink-0 rounded-xl object-cover shadow-lg ring-1 ring-black/5 sm:w-36" />
      ) : (
        <div aria-hidden="true" lang={langOfContent(book.title)} className="grid aspect-[3/4] w-28 shrink-0 place-items-center rounded-xl bg-brand-800 p-3 text-center font-display text-white sm:w-36">
          {book.title}
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-4">
        <div>
          <p lang={langOfContent(book.title)} className="font-display text-2xl leading-snug text-brand-800">
            {book.title}
          </p>
          {book.author && (
            <p lang={langOfContent(book.author)} className="text-sm text-muted">
              {book.author}
            </p>
          )}
          <p className="mt-1 text-ink">
            {rich(m.wizard_book_per_copy, { price: <strong>{moneyText(book.price)}</strong> })}
          </p>
        </div>
        {children}
      </div>
    </div>
  );
}
