import type { UseQueryResult } from '@tanstack/react-query';
import { emptyStates } from '@foundation/contract/messages';
import type { LiveStatus } from '@foundation/contract/media';
import { liveMessages, type LivePlatform } from '@foundation/contract/media-text';
import { RefreshIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { Ltr } from '../../../components/ui/ltr';
import { localizeMessage } from '../../../lib/localize-message';
import { intlLocale } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { Badge } from './badge';

const names: Record<LivePlatform, string> = { facebook: 'Facebook', youtube: 'YouTube' };

type Props = { platform: LivePlatform; status: UseQueryResult<LiveStatus>; onCheckAgain: () => void; checking: boolean };

function CheckAgain({ onCheckAgain, checking }: Pick<Props, 'onCheckAgain' | 'checking'>) {
  return (
    <button
      type="button"
      onClick={onCheckAgain}
      disabled={checking}
      className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition hover:bg-brand-800 disabled:opacity-60"
    >
      <RefreshIcon className={`size-5 ${checking ? 'animate-spin' : ''}`} />
      {localizeMessage(liveMessages.checkAgain)}
    </button>
  );
}

/** One platform's tab: the live (or upcoming) stream, or the fallback playlist and Check Live Again. */
export function LiveVideoPanel({ platform, status, onCheckAgain, checking }: Props) {
  const name = names[platform];
  if (status.isPending) return <Spinner label={m.media_live_checking({ platform: name })} />;
  if (status.isError) {
    return (
      <div className="space-y-5 text-center">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">
          {localizeMessage(status.error.message)}
        </p>
        <CheckAgain onCheckAgain={onCheckAgain} checking={checking} />
      </div>
    );
  }
  const s = status.data;
  const checkedAt = new Date(s.checkedAt).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' });

  const fallback = s.fallbackEmbedUrl ? (
    <VideoEmbed embedUrl={s.fallbackEmbedUrl} title={s.fallbackTitle ?? m.media_live_recorded_gatherings()} label={m.media_live_recorded_playlist()} />
  ) : (
    <EmptyState text={emptyStates.noPlaylist} />
  );

  if (s.isLive) {
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <Badge kind="LIVE" />
          <h2 className="text-2xl text-brand-800">{m.media_live_live_on({ platform: name })}</h2>
        </div>
        {s.embedUrl ? <VideoEmbed embedUrl={s.embedUrl} title={s.title ?? m.media_live_live_on_short({ platform: name })} label={m.media_live_live_now()} /> : fallback}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            {s.isUpcoming && <Badge kind="UPCOMING" />}
            <h2 className="text-2xl text-brand-800">{s.isUpcoming ? m.media_live_upcoming_on({ platform: name }) : m.media_live_not_live_on({ platform: name })}</h2>
          </div>
          <p className="mt-1 text-muted">
            {s.isUpcoming ? m.media_live_upcoming_hint() : m.media_live_offline_hint()} {m.media_live_last_checked()}{' '}
            <Ltr>
              <time dateTime={s.checkedAt}>{checkedAt}</time>
            </Ltr>
            {m.media_live_last_checked_end()}
          </p>
          {s.error && <p className="mt-1 text-sm text-muted">{localizeMessage(s.error)}</p>}
        </div>
        <CheckAgain onCheckAgain={onCheckAgain} checking={checking} />
      </div>
      {s.isUpcoming && s.embedUrl ? <VideoEmbed embedUrl={s.embedUrl} title={s.title ?? m.media_live_upcoming_on_short({ platform: name })} label={m.media_live_upcoming_label()} /> : fallback}
    </div>
  );
}
