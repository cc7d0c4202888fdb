import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FacebookIcon, HeadphonesIcon, YoutubeIcon } from '../../../components/icons';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { useLiveStatus } from '../api/get-live-status';
import { m } from '../../../paraglide/messages.js';
import { useAudioPlayer } from '../hooks/use-audio-player';
import { AudioPanel } from './audio-panel';
import { Badge } from './badge';
import { LiveVideoPanel } from './live-video-panel';

type Tab = 'facebook' | 'youtube' | 'audio';

/** A tab's content: its platform's icon, its name, and a LIVE/UPCOMING/PLAYING badge when there is one. */
const tabLabel = (icon: ReactNode, label: string, badge: ReactNode) => (
  <>
    {icon}
    {label}
    {badge}
  </>
);

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
      label: tabLabel(<FacebookIcon className="size-5" />, 'Facebook', badgeOf(facebook)),
      panel: <LiveVideoPanel platform="facebook" status={facebook} onCheckAgain={checkAgain} checking={checking} />,
    },
    {
      key: 'youtube',
      label: tabLabel(<YoutubeIcon className="size-5" />, 'YouTube', badgeOf(youtube)),
      panel: <LiveVideoPanel platform="youtube" status={youtube} onCheckAgain={checkAgain} checking={checking} />,
    },
    {
      key: 'audio',
      label: tabLabel(<HeadphonesIcon className="size-5" />, m.media_live_tab_audio(), player.playing ? <Badge kind="PLAYING" /> : null),
      panel: <AudioPanel player={player} active={tab === 'audio'} />,
      keepMounted: true,
    },
  ];

  // Only the shown panel renders (a hidden video should not load), but the audio player keeps playing.
  return (
    <Tabs
      label={m.media_live_tabs_label()}
      items={items}
      selected={tab}
      onSelect={setTab}
      mount="selected"
      listClassName="mb-8 flex gap-1 rounded-3xl bg-white p-1.5 shadow-sm ring-1 ring-brand-100 sm:gap-2 sm:rounded-full"
      tabClassName={(active) =>
        `flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-2xl px-2 py-2.5 text-sm font-semibold whitespace-nowrap transition sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 sm:py-3 sm:text-base ${active ? 'bg-brand-700 text-white shadow' : 'text-brand-800 hover:bg-brand-50'}`
      }
    />
  );
}
