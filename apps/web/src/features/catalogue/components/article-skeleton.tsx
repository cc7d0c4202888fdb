/** The shape of an article while it loads: heading, a line of facts, a picture, text. */
export function ArticleSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-3xl animate-pulse px-4 py-12 sm:py-16">
      <span className="sr-only">Loading</span>
      <div aria-hidden="true">
        <div className="h-4 w-24 rounded bg-brand-100" />
        <div className="mt-6 h-10 w-4/5 rounded bg-brand-100" />
        <div className="mt-6 h-4 w-1/2 rounded bg-brand-100" />
        <div className="mt-8 aspect-video w-full rounded-2xl bg-brand-100" />
        <div className="mt-10 space-y-3">
          <div className="h-4 rounded bg-brand-100" />
          <div className="h-4 rounded bg-brand-100" />
          <div className="h-4 w-2/3 rounded bg-brand-100" />
        </div>
      </div>
    </div>
  );
}
