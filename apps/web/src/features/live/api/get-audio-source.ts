import type { AudioSource } from '@foundation/contract/media';
import { api } from '../../../lib/api-client';

/** audio-source: a live stream's sound, else a random recorded lecture other than `exclude`. */
export const getAudioSource = (exclude?: number | null) =>
  api.get<AudioSource>('audio-source', { query: { exclude: exclude ?? undefined } });
