import { paths } from '@foundation/contract/routes';
import { Slider } from '../../../components/ui/slider';
import { useLatestBooks } from '../api/get-latest-books';
import { BookCard } from '../../books/components/book-card';
import { HomeSection, MoreLink } from './home-section';

/** The newest books; spec point 9: delay 3000 ms, speed 1500 ms. */
export function BookLibrary() {
  const { data: books } = useLatestBooks();
  if (!books?.length) return null;
  return (
    <HomeSection
      eyebrow="Free library"
      title="Books that travel further than we can"
      intro="Over 2,000 titles on faith, character and everyday life: read them here, keep the PDF, or order a printed copy."
      className="bg-cream"
      aside={<MoreLink to={paths.publishing}>Browse the whole library</MoreLink>}
    >
      <Slider label="Latest books" delay={3000} speed={1500} perView={{ 0: 2, 768: 3, 1024: 4, 1280: 5 }} spacing={16} minHeight={520}>
        {books.map((book) => (
          // A grid cell stretches the card, so every slide is as tall as the tallest. Cards skip
          // rendering while off screen (content-visibility) in grids; in a slider, slides hidden to
          // the side would then change height as they slide in, so they always render here.
          <div key={book.id} className="grid h-full [&>article]:[content-visibility:visible]">
            <BookCard book={book} />
          </div>
        ))}
      </Slider>
    </HomeSection>
  );
}
