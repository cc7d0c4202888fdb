import { useEffect, useState } from 'react';
import { embedUrls } from '@foundation/contract/media-text';
import { emptyStates } from '@foundation/contract/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { m } from '../../../paraglide/messages.js';
import { usePlaylists } from '../api/get-playlists';

/** Video playlists of the media page: choose one from the dropdown, watch its videos. */
export function PlaylistsSection() {
  const [selected, setSelected] = useState(0);
  const playlists = usePlaylists(selected);

  useEffect(() => {
    if (playlists.error) console.error('Playlists could not be loaded', playlists.error);
  }, [playlists.error]);

  if (playlists.isPending) return <Spinner label={m.media_playlists_loading()} />;
  if (playlists.isError) return null;
  const { youtubeChannelLists: channels, playlist } = playlists.data;
  if (channels.length === 0 || !playlist) return <EmptyState text={emptyStates.noPlaylist} />;

  return (
    <div>
      <div className="mb-8 max-w-md">
        <SelectField
          label={m.media_playlists_label()}
          look="filter"
          value={playlist.id}
          onChange={(e) => setSelected(Number(e.target.value))}
          options={channels.map((c) => ({ value: c.id, label: c.playlist_title }))}
        />
      </div>
      {playlist.videos.length === 0 ? (
        <EmptyState text={emptyStates.noVideo} />
      ) : (
        <ul aria-label={m.media_playlists_videos_in({ title: playlist.playlist_title })} aria-busy={playlists.isPlaceholderData} className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${playlists.isPlaceholderData ? 'opacity-60' : ''}`}>
          {playlist.videos.map(({ snippet }) => (
            <li key={`${playlist.id}-${snippet.resourceId.videoId}`}>
              <VideoEmbed
                embedUrl={embedUrls.youtubeVideo(snippet.resourceId.videoId)}
                title={snippet.title}
                thumbnail={embedUrls.youtubeThumbnail(snippet.resourceId.videoId)}
                label={playlist.stitle || playlist.playlist_title}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
