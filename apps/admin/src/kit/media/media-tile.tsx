import { formatBytes } from '../format';
import { thumbnailOf, type MediaItem } from './upload';

/** What a file looks like in a grid: the picture itself, or a label for a PDF or a recording. */
export function MediaThumb({ item, alt = '' }: { item: MediaItem; alt?: string }) {
  if (item.kind === 'image')
    return (
      <img
        src={thumbnailOf(item)}
        alt={alt}
        loading="lazy"
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
      />
    );
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center rounded bg-slate-100 text-lg font-bold text-slate-700" aria-hidden={alt ? undefined : true}>
      {item.kind === 'pdf' ? 'PDF' : 'Audio'}
    </div>
  );
}

export function MediaFacts({ item }: { item: MediaItem }) {
  return (
    <p className="text-xs text-muted">
      {item.width && item.height ? `${item.width} × ${item.height} · ` : ''}
      {formatBytes(item.size)}
    </p>
  );
}
