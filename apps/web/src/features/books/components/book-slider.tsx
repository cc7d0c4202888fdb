import type { Book } from '@foundation/contract/books';
import { Slider } from '../../../components/ui/slider';
import { m } from '../../../paraglide/messages.js';
import { BookCard } from './book-card';

/** The newest books as a slider; spec point 9: delay 3000 ms, speed 1500 ms. */
export function BookSlider({ books }: { books: Book[] }) {
  return (
    <Slider label={m.media_books_latest()} delay={3000} speed={1500} perView={{ 0: 2, 768: 3, 1024: 4, 1280: 5 }} spacing={16} minHeight={520}>
      {books.map((book) => (
        // A grid cell stretches the card, so every slide is as tall as the tallest. Cards skip
        // rendering while off screen (content-visibility) in grids; in a slider, slides hidden to
        // the side would then change height as they slide in, so they always render here.
        <div key={book.id} className="grid h-full [&>article]:[content-visibility:visible]">
          <BookCard book={book} />
        </div>
      ))}
    </Slider>
  );
}
