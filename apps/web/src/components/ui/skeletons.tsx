import { m } from '../../paraglide/messages.js';

/** Loading shapes the size of what they stand for, so nothing jumps when the data arrives. */

export const Bar = ({ className, dark = false }: { className: string; dark?: boolean }) => (
  <div className={`rounded ${dark ? 'bg-brand-700' : 'bg-brand-100'} ${className}`} />
);

/** The frame every skeleton shares: one status for screen readers, the shapes hidden from them. */
export function Skeleton({ label = m.site_loading(), className = '', children }: { label?: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={`animate-pulse ${className}`}>
        {children}
      </div>
    </div>
  );
}

/** Grey cards in place of a grid of cards. */
export function CardSkeletons({ count = 6, className = '', media = 'aspect-[16/10]' }: { count?: number; className?: string; media?: string }) {
  return (
    <Skeleton className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100">
          <div className={`${media} bg-brand-50`} />
          <div className="space-y-3 p-5">
            <Bar className="h-4 w-1/3" />
            <Bar className="h-6 w-4/5" />
            <Bar className="h-4 w-full" />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

/**
 * An article while it loads: heading, a line of facts, a picture, text. At least a screen tall, like
 * the article, so the footer never slides up into view and back (layout shift).
 */
export function ArticleSkeleton() {
  return (
    <Skeleton className="mx-auto min-h-svh max-w-3xl space-y-6 px-4 py-12 sm:py-16">
      <Bar className="h-4 w-24" />
      <Bar className="h-10 w-4/5" />
      <Bar className="h-4 w-1/2" />
      <Bar className="aspect-video w-full rounded-2xl" />
      <Bar className="h-4" />
      <Bar className="h-4 w-2/3" />
    </Skeleton>
  );
}
