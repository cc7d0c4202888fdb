/** Published or Draft, in words and colour (never colour alone). */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={
        'inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ' +
        (published ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-500 bg-slate-100 text-slate-800')
      }
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
