import { Suspense, lazy } from 'react';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { langOfContent } from '../../../../lib/locale';
import { storageKeys, useStored } from '../../../../lib/storage-keys';
import { useWelfareCategories } from '../../api/get-welfare-categories';
import { categoryFirst } from '../../lib/category-first';
import { bookIdOf, campaignIdOf, safeImagePath, type DonationQuery } from '../../lib/donation-query';
import { m } from '../../../../paraglide/messages.js';

const WelfareCarousel = lazy(() => import('./welfare-carousel'));

interface Props {
  query: DonationQuery;
  title: string;
  /** The book's thumbnail or the campaign's image from the API, when the page fetched it. */
  fallbackImage?: string | null;
}

/** Left side of the manual form: the book, the campaign, or the welfare programmes. */
export function DonationVisual({ query, title, fallbackImage }: Props) {
  const bookId = bookIdOf(query);
  const campaignId = campaignIdOf(query);
  const stored = useStored(bookId !== null ? storageKeys.bookImage(bookId) : campaignId !== null ? storageKeys.campaignImage(campaignId) : null);
  if (bookId !== null || campaignId !== null) {
    const src = safeImagePath(stored) ?? query.image ?? safeImagePath(fallbackImage);
    return <FeatureImage src={src} title={title} isBook={bookId !== null} />;
  }
  return <Programmes title={title} />;
}

function FeatureImage({ src, title, isBook }: { src: string | null; title: string; isBook: boolean }) {
  const alt = isBook ? (title ? m.manual_visual_book_cover({ title }) : m.manual_visual_book_cover_untitled()) : title || m.manual_visual_campaign();
  // The title is the book's or the campaign's, as staff wrote it (English on an Urdu page, maybe).
  const lang = langOfContent(title);
  return (
    <figure className={`mx-auto w-full ${isBook ? 'max-w-sm' : ''}`}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          width={isBook ? 384 : 640}
          height={isBook ? 540 : 420}
          sizes={isBook ? '384px' : '(min-width: 1024px) 560px, 100vw'}
          priority
          className={`w-full rounded-2xl object-cover shadow-2xl ring-1 ring-black/5 ${isBook ? 'aspect-[5/7]' : 'aspect-[3/2]'}`}
        />
      ) : (
        <div lang={lang} className={`grid w-full place-items-center rounded-2xl bg-brand-800 p-8 text-center font-display text-2xl text-white ${isBook ? 'aspect-[5/7]' : 'aspect-[3/2]'}`}>
          {title}
        </div>
      )}
      {title && <figcaption lang={lang} className="mt-4 text-center font-display text-xl text-brand-800">{title}</figcaption>}
    </figure>
  );
}

function Programmes({ title }: { title: string }) {
  const { data } = useWelfareCategories();
  if (!data?.length) return <div className="aspect-[17/10] rounded-2xl bg-brand-100/60" aria-hidden="true" />;
  return (
    <Suspense fallback={<div className="aspect-[17/10] rounded-2xl bg-brand-100/60" aria-hidden="true" />}>
      <WelfareCarousel categories={categoryFirst(data, title)} />
    </Suspense>
  );
}
