import { Suspense, lazy } from 'react';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { langOfContent } from '../../../../lib/locale';
import { storageKeys, useStored } from '../../../../lib/storage-keys';
import type { GiftTarget } from '../../lib/gift-targets';
import { bookIdOf, campaignIdOf, safeImagePath, type DonationQuery } from '../../lib/donation-query';
import { m } from '../../../../paraglide/messages.js';

const WelfareCarousel = lazy(() => import('./welfare-carousel'));

/** A welfare gift's choices: what it may be for, the one chosen, and how to choose another. */
export interface GiftChoice {
  targets: GiftTarget[];
  loading: boolean;
  chosen: number;
  onChoose: (index: number) => void;
}

interface Props {
  query: DonationQuery;
  title: string;
  /** The book's thumbnail or the campaign's image from the API, when the page fetched it. */
  fallbackImage?: string | null;
  /** For a welfare gift: the carousel chooses among these. */
  choice?: GiftChoice;
}

/** Left side of the manual form: the book, the campaign, or the welfare programmes to choose from. */
export function DonationVisual({ query, title, fallbackImage, choice }: Props) {
  const bookId = bookIdOf(query);
  const campaignId = campaignIdOf(query);
  const stored = useStored(bookId !== null ? storageKeys.bookImage(bookId) : campaignId !== null ? storageKeys.campaignImage(campaignId) : null);
  if (bookId !== null || campaignId !== null) {
    const src = safeImagePath(stored) ?? query.image ?? safeImagePath(fallbackImage);
    return <FeatureImage src={src} title={title} isBook={bookId !== null} />;
  }
  return choice ? <Programmes choice={choice} /> : null;
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

function Programmes({ choice: { targets, loading, chosen, onChoose } }: { choice: GiftChoice }) {
  const placeholder = <div className="aspect-[17/10] rounded-2xl bg-brand-100/60" aria-hidden="true" />;
  // Drawn once the categories are here: a carousel that grew beneath the donor would move their choice.
  if (loading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <WelfareCarousel targets={targets} chosen={chosen} onChoose={onChoose} />
    </Suspense>
  );
}
