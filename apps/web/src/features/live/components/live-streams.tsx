import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FacebookIcon, HeadphonesIcon, YoutubeIcon } from '../../../components/icons';
import { useLiveStatus } from '../api/get-live-status';
import { useAudioPlayer } from '../hooks/use-audio-player';
import { AudioPanel } from './audio-panel';
import { Badge } from './badge';
import { LiveTabs, type TabItem } from './live-tabs';
import { LiveVideoPanel } from './live-video-panel';

type Tab = 'facebook' | 'youtube' | 'audio';

/** The live page's tabs: Facebook, YouTube and Audio, with both platforms checked every 2 minutes. */
export function LiveStreams() {
  const facebook = useLiveStatus('facebook');
  const youtube = useLiveStatus('youtube');
  const player = useAudioPlayer();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('facebook');

  // When only one platform is live its tab is chosen (spec point 4) — unless the visitor is listening.
  const fbLive = facebook.data?.isLive === true;
  const ytLive = youtube.data?.isLive === true;
  // Only a change of who is live moves the visitor, not their own clicks.
  const followLive = useEffectEvent((fb: boolean, yt: boolean) => {
    if (fb !== yt && !(tab === 'audio' && player.playing)) setTab(fb ? 'facebook' : 'youtube');
  });
  useEffect(() => followLive(fbLive, ytLive), [fbLive, ytLive]);

  const checking = facebook.isFetching || youtube.isFetching;
  const checkAgain = () => void queryClient.refetchQueries({ queryKey: ['live-status'] });
  const badgeOf = (s: typeof facebook) => (s.data?.isLive ? <Badge kind="LIVE" /> : s.data?.isUpcoming ? <Badge kind="UPCOMING" /> : null);

  const items: TabItem<Tab>[] = [
    {
      key: 'facebook',
      label: 'Facebook',
      icon: <FacebookIcon className="size-5" />,
      badge: badgeOf(facebook),
      panel: <LiveVideoPanel platform="facebook" status={facebook} onCheckAgain={checkAgain} checking={checking} />,
    },
    {
      key: 'youtube',
      label: 'YouTube',
      icon: <YoutubeIcon className="size-5" />,
      badge: badgeOf(youtube),
      panel: <LiveVideoPanel platform="youtube" status={youtube} onCheckAgain={checkAgain} checking={checking} />,
    },
    {
      key: 'audio',
      label: 'Audio',
      icon: <HeadphonesIcon className="size-5" />,
      badge: player.playing ? <Badge kind="PLAYING" /> : null,
      panel: <AudioPanel player={player} active={tab === 'audio'} />,
      keepMounted: true,
    },
  ];

  return <LiveTabs items={items} selected={tab} onSelect={setTab} />;
}
