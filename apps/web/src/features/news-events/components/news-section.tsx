import { emptyStates } from '@foundation/contract/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Slider } from '../../../components/ui/slider';
import { m } from '../../../paraglide/messages.js';
import { useNewsEvents } from '../api/get-news-events';
import { newsView } from '../news-visibility';
import { NewsCard } from './news-card';

/** The home news carousel; when it shows at all is decided by newsView (see there). */
export function NewsSection() {
  const { data } = useNewsEvents();
  const view = newsView(data);
  if (view.kind === 'hidden') return null;
  return (
    <section aria-labelledby="news-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <Reveal>
          <SectionHeading id="news-heading" eyebrow={m.media_news_eyebrow()} title={m.media_news_title()} center>
            {m.media_news_intro()}
          </SectionHeading>
        </Reveal>
        {view.kind === 'empty' ? (
          <EmptyState text={emptyStates.noBlogs} />
        ) : (
          // Spec point 9: delay 3000 ms; 1 slide under 640 px, 2 from 640, 3 from 1024; 20 px apart.
          <Slider label={m.media_news_eyebrow()} delay={3000} speed={1000} perView={{ 0: 1, 640: 2, 1024: 3 }} spacing={20} minHeight={560}>
            {view.items.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </Slider>
        )}
      </div>
    </section>
  );
}
