import { publishedColumn, publishedFilter } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/**
 * The YouTube playlists of the media page (/video&lecture), in the dropdown's order. Their videos
 * come from YouTube by the playlist id; the newest published playlist is the one the page opens.
 */
export const playlists: CollectionResource = {
  kind: 'collection',
  path: 'playlists',
  label: 'Playlists',
  one: 'playlist',
  searchHint: 'Title, short title or playlist id',
  defaultSort: 'position',
  orderable: true,
  columns: [
    { name: 'playlist_title', label: 'Title', sortable: true },
    { name: 'stitle', label: 'Short title' },
    { name: 'playlist_id', label: 'Playlist id' },
    { name: 'videos', label: 'Videos', kind: 'number' },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    {
      kind: 'text',
      name: 'playlist_id',
      label: 'Playlist id',
      required: true,
      maxLength: 500,
      wide: true,
      hint: 'Paste the playlist’s YouTube address, or its id after “list=” (PL…).',
    },
    { kind: 'text', name: 'playlist_title', label: 'Title', required: true, maxLength: 200, hint: 'Its name in the media page’s dropdown.' },
    { kind: 'text', name: 'stitle', label: 'Short title', maxLength: 40, hint: 'The small line above each video, e.g. “Zikr”. Blank shows the title.' },
    { kind: 'switch', name: 'published', label: 'Published', onText: 'On the media page', offText: 'Draft: only staff see it' },
  ],
  schema: () => import('@foundation/contract/admin/playlists').then((m) => m.AdminPlaylistCreateSchema),
  defaults: () => ({ published: false, stitle: '' }),
  title: (r) => String(r.playlist_title ?? ''),
  preview: (r) => (r.published === true ? '/video&lecture' : null),
};
