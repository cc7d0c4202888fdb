import { useState } from 'react';
import type { AudioSource } from '@foundation/contract/media';
import { audioSourceLabels } from '@foundation/contract/media-text';
import { HeadphonesIcon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Ltr } from '../../../components/ui/ltr';
import { localizeMessage } from '../../../lib/localize-message';
import { intlLocale, langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { Badge } from './badge';

const platformNames: Record<AudioSource['platform'], () => string> = { youtube: () => 'YouTube', facebook: () => 'Facebook', library: m.media_live_platform_library };

const time = (d: Date) => d.toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** What the audio tab is playing: badge, title, platform, source and when it was loaded. */
export function TrackCard({ source, loadedAt }: { source: AudioSource; loadedAt: Date | null }) {
  const [thumbFailed, setThumbFailed] = useState(false);
  return (
    <div className="flex gap-4 rounded-2xl bg-white p-4 text-ink shadow-sm ring-1 ring-brand-100 sm:gap-5 sm:p-5">
      <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl bg-brand-800 text-gold-300 sm:size-24">
        {source.thumbnail && !thumbFailed ? (
          <ResponsiveImage src={source.thumbnail} alt="" width={96} height={96} sizes="96px" eager onError={() => setThumbFailed(true)} className="size-full object-cover" />
        ) : (
          <HeadphonesIcon className="size-9" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Badge kind={source.isLive ? 'LIVE AUDIO' : 'RECORDED'} />
        <p lang={langOfContent(source.title)} className="mt-2 font-display text-lg leading-snug text-brand-800">
          {source.title}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted">
          <dt className="font-semibold">{m.media_live_platform_label()}</dt>
          <dd>{platformNames[source.platform]()}</dd>
          <dt className="font-semibold">{m.media_live_source_label()}</dt>
          <dd>{localizeMessage(audioSourceLabels[source.source])}</dd>
          {loadedAt && (
            <>
              <dt className="font-semibold">{m.media_live_updated_label()}</dt>
              <dd>
                <Ltr>
                  <time dateTime={loadedAt.toISOString()}>{time(loadedAt)}</time>
                </Ltr>
              </dd>
            </>
          )}
        </dl>
      </div>
    </div>
  );
}
