import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { paths } from '@foundation/contract/routes';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { spiritualityTabs } from '../data/spirituality';
import { HomeSection, MoreLink } from './home-section';
import { POSTER, youtubeEmbed } from '../data/videos';

const keyMoves: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Why Murshed, Bait, Zikar Qalbi, Muraqba: the ARIA tabs pattern, arrows move between tabs. */
export function SpiritualityTabs() {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const onKeyDown = (e: KeyboardEvent) => {
    const move = keyMoves[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(active, spiritualityTabs.length);
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <HomeSection
      eyebrow="The inner path"
      title="Spirituality that steadies daily life"
      intro="Four practices at the heart of our teaching, each explained in a short talk."
      className="bg-white"
      aside={<MoreLink to={paths.spirit}>Read more on spirituality</MoreLink>}
    >
      <div role="tablist" aria-label="Spiritual practices" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {spiritualityTabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`shrink-0 rounded-full px-5 py-2.5 font-semibold whitespace-nowrap transition-colors ${
              i === active ? 'bg-brand-700 text-white shadow' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {spiritualityTabs.map((tab, i) => (
        <div
          key={tab.key}
          id={`${base}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          className="mt-8 grid items-center gap-8 lg:grid-cols-2 lg:gap-14"
        >
          <div>
            <h3 className="text-3xl text-brand-800">{tab.title}</h3>
            <p className="mt-4 text-lg leading-relaxed text-muted">{tab.text}</p>
          </div>
          <VideoEmbed embedUrl={youtubeEmbed(tab.video)} title={tab.title} thumbnail={POSTER} className="shadow-lg" />
        </div>
      ))}
    </HomeSection>
  );
}
