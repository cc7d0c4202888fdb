import { useEffect, useEffectEvent } from 'react';
import { liveMessages, liveTimings } from '@foundation/contract/media-text';
import { PauseIcon, PlayIcon, RefreshIcon, SkipIcon, VolumeIcon } from '../../../components/icons';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';
import type { AudioPlayer } from '../hooks/use-audio-player';
import { Badge } from './badge';
import { TrackCard } from './track-card';

const button =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition focus-visible:ring-4 focus-visible:ring-gold-300 disabled:cursor-not-allowed disabled:opacity-45';

/** The live stream's own player, which is where live audio comes from; YouTube's obeys the volume slider. */
function LivePlayer({ player }: { player: AudioPlayer }) {
  const { source, volume } = player;
  if (!source?.embedUrl || !player.playing) return null;
  const src = `${source.embedUrl}${source.embedUrl.includes('?') ? '&' : '?'}autoplay=1&enablejsapi=1`;
  return (
    <div className="mt-5 aspect-video w-full max-w-md overflow-hidden rounded-xl bg-brand-900">
      <iframe
        src={src}
        title={m.media_live_audio_frame_title({ title: source.title })}
        className="size-full"
        allow="autoplay; encrypted-media"
        onLoad={(e) => {
          if (source.platform !== 'youtube') return;
          const command = JSON.stringify({ event: 'command', func: 'setVolume', args: [volume] });
          e.currentTarget.contentWindow?.postMessage(command, new URL(src).origin);
        }}
      />
    </div>
  );
}

/** The Audio tab: play/pause, skip, refresh, volume and the track card (spec points 2 and 4). */
export function AudioPanel({ player, active }: { player: AudioPlayer; active: boolean }) {
  const { source, playing, loading, error, volume, attachAudio, setPlaying, onAudioError, onAudioEnded } = player;

  // Opening the tab, when nothing is playing (or about to), loads a source after 500 ms.
  const autoLoad = useEffectEvent(() => {
    if (!player.playing && !player.loading) void player.load();
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(autoLoad, liveTimings.audioAutoLoadMs);
    return () => clearTimeout(timer);
  }, [active]);

  return (
    <div className="rounded-3xl bg-brand-800 p-5 text-white shadow-xl sm:p-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl">{m.media_live_audio_heading()}</h2>
        {playing && <Badge kind="PLAYING" />}
      </div>

      {source ? <TrackCard source={source} loadedAt={player.loadedAt} /> : <p className="rounded-2xl border border-dashed border-white/30 px-5 py-8 text-center text-brand-100">{localizeMessage(liveMessages.clickPlay)}</p>}
      {error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">
          {localizeMessage(error)}
        </p>
      )}

      <div className="mt-6 grid grid-cols-2 items-center gap-2 sm:flex sm:flex-wrap sm:gap-3">
        <button type="button" onClick={player.toggle} disabled={loading && !source} className={`${button} col-span-2 bg-gold-500 px-6 py-3 text-brand-900 hover:bg-gold-400`}>
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
          {playing ? m.media_live_pause() : m.media_live_play()}
        </button>
        <button type="button" onClick={player.skip} disabled={!source || source.isLive || loading} className={`${button} bg-white/10 px-4 py-3 hover:bg-white/20 sm:px-5`} title={source?.isLive ? m.media_live_skip_live() : undefined}>
          <SkipIcon className="size-5" />
          {m.media_live_skip()}
        </button>
        <button type="button" onClick={() => void player.refresh()} disabled={loading} className={`${button} bg-white/10 px-4 py-3 hover:bg-white/20 sm:px-5`}>
          <RefreshIcon className={`size-5 ${loading ? 'animate-spin' : ''}`} />
          {m.media_live_refresh()}
        </button>
        <div className="col-span-2 mt-2 flex flex-1 items-center gap-3 sm:mt-0 sm:min-w-52 sm:max-w-xs">
          <VolumeIcon className="size-5 shrink-0 text-gold-300" />
          <label htmlFor="live-volume" className="sr-only">
            {m.media_live_volume()}
          </label>
          <input id="live-volume" type="range" min={0} max={100} step={1} value={volume} onChange={(e) => player.setVolume(Number(e.target.value))} className="w-full accent-gold-500" />
          <output htmlFor="live-volume" className="w-9 text-end text-sm tabular-nums">
            {volume}
          </output>
        </div>
      </div>

      <LivePlayer player={player} />
      {source?.audioUrl && (
        <audio
          ref={attachAudio}
          src={source.audioUrl}
          preload="auto"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onError={onAudioError}
          onEnded={onAudioEnded}
        />
      )}
    </div>
  );
}
