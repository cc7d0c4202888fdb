import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioSource } from '@foundation/contract/media';
import { liveMessages, liveTimings } from '@foundation/contract/media-text';
import { getAudioSource } from '../api/get-audio-source';

/**
 * The audio tab's player (spec point 4). A recorded lecture plays in an <audio> element; a live
 * stream's sound comes from the platform's player, mounted while playing. Play loads a source
 * first if there is none; skip loads another and plays (never for live audio); refresh stops,
 * reloads and resumes after 1 s if it was playing.
 */
export function useAudioPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [source, setSource] = useState<AudioSource | null>(null);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const [loading, setLoading] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [volume, setVolume] = useState<number>(liveTimings.defaultVolume);
  const sourceRef = useRef<AudioSource | null>(null);
  const playWhenLoaded = useRef(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loads = useRef(0);

  const start = useCallback(() => {
    playWhenLoaded.current = false;
    const current = sourceRef.current;
    if (!current) return;
    setError(null);
    if (!current.audioUrl) return setPlaying(true);
    audioRef.current?.play().catch((e: Error) => {
      // A newer load or a pause interrupting play() is not a failure.
      if (e.name !== 'AbortError') setError(liveMessages.audioFailed);
    });
  }, []);

  const stop = useCallback(() => {
    clearTimeout(resumeTimer.current);
    audioRef.current?.pause();
    setPlaying(false);
  }, []);

  const load = useCallback(async (exclude?: number | null) => {
    const ticket = ++loads.current;
    setLoading(true);
    setError(null);
    try {
      const next = await getAudioSource(exclude);
      // Only the latest request decides what plays (a double click on Skip asks twice).
      if (ticket !== loads.current) return null;
      sourceRef.current = next;
      setSource(next);
      setLoadedAt(new Date());
      return next;
    } catch (e) {
      if (ticket !== loads.current) return null;
      console.error('Audio source could not be loaded', e);
      playWhenLoaded.current = false;
      setError(liveMessages.audioFailed);
      return null;
    } finally {
      if (ticket === loads.current) setLoading(false);
    }
  }, []);

  // A newly loaded source starts once the <audio> element (or the player) has it.
  useEffect(() => {
    if (source && playWhenLoaded.current) start();
  }, [source, start]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume / 100;
  }, [volume, source]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const toggle = useCallback(() => {
    if (playing) return stop();
    if (sourceRef.current) return start();
    playWhenLoaded.current = true;
    void load();
  }, [playing, stop, start, load]);

  const skip = useCallback(() => {
    if (sourceRef.current?.isLive) return;
    stop();
    playWhenLoaded.current = true;
    void load(sourceRef.current?.attachmentId);
  }, [stop, load]);

  const refresh = useCallback(async () => {
    const wasPlaying = playing;
    stop();
    if (audioRef.current) audioRef.current.currentTime = 0;
    const next = await load();
    if (wasPlaying && next) resumeTimer.current = setTimeout(start, liveTimings.resumeAfterRefreshMs);
  }, [playing, stop, load, start]);

  /** The <audio> element: a callback ref, and events that keep `playing` true to what is heard. */
  const attachAudio = useCallback((el: HTMLAudioElement | null) => {
    audioRef.current = el;
  }, []);
  const onAudioError = useCallback(() => setError(liveMessages.audioFailed), []);
  // "Playlist Random": when a recording ends, another one follows.
  const onAudioEnded = useCallback(() => {
    playWhenLoaded.current = true;
    void load(sourceRef.current?.attachmentId);
  }, [load]);

  return { attachAudio, setPlaying, onAudioError, onAudioEnded, source, loadedAt, loading, playing, error, volume, setVolume, load, toggle, skip, refresh };
}

export type AudioPlayer = ReturnType<typeof useAudioPlayer>;
