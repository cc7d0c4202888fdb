/** Grey cards the size of the real ones, so the grid does not jump when the data arrives. */
export function CardSkeletons({ count = 6, className = '', media = 'aspect-[16/10]' }: { count?: number; className?: string; media?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100">
          <div className={`${media} bg-brand-50`} />
          <div className="space-y-3 p-5">
            <div className="h-4 w-1/3 rounded bg-brand-50" />
            <div className="h-6 w-4/5 rounded bg-brand-50" />
            <div className="h-4 w-full rounded bg-brand-50" />
          </div>
        </div>
      ))}
    </div>
  );
}
