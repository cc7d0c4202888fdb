import { Tabs } from '../../../components/ui/tabs';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { spiritualityTabs } from '../data/spirituality';
import { homeBands } from '../data/bands';
import { HomeSection } from './home-section';
import { POSTER, youtubeEmbed } from '../data/videos';
import { m } from '../../../paraglide/messages.js';

/** Why Murshed, Bait, Zikar Qalbi, Muraqba: a tab each, with its text and a short talk. */
export function SpiritualityTabs() {
  return (
    <HomeSection {...homeBands.spirituality()}>
      <Tabs
        label={m.about_practices_label()}
        items={spiritualityTabs.map((tab) => ({
          key: tab.key,
          label: tab.label(),
          panel: (
            <>
              <div>
                <h3 className="text-3xl text-brand-800">{tab.title()}</h3>
                <p className="mt-4 text-lg leading-relaxed text-muted">{tab.text()}</p>
              </div>
              <VideoEmbed embedUrl={youtubeEmbed(tab.video)} title={tab.title()} thumbnail={POSTER} className="shadow-lg" />
            </>
          ),
        }))}
        listClassName="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
        tabClassName={(active) =>
          `shrink-0 rounded-full px-5 py-2.5 font-semibold whitespace-nowrap transition-colors ${active ? 'bg-brand-700 text-white shadow' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'}`
        }
        panelClassName="mt-8 grid items-center gap-8 lg:grid-cols-2 lg:gap-14"
      />
    </HomeSection>
  );
}
