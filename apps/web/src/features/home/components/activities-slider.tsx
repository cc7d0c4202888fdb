import { Link } from 'wouter';
import { Slider } from '../../../components/ui/slider';
import { useGiftHref } from '../../../lib/card-payments';
import { activities } from '../data/activities';
import { homeBands } from '../data/bands';
import { HomeSection } from './home-section';
import { m } from '../../../paraglide/messages.js';

/** Seven welfare activities; spec point 9: delay 3000 ms, speed 1500 ms. */
export function ActivitiesSlider() {
  const giftHref = useGiftHref();
  return (
    <HomeSection {...homeBands.activities()}>
      <Slider label={m.about_activities_label()} delay={3000} speed={1500} perView={{ 0: 1, 640: 2, 1024: 3 }} spacing={24} minHeight={470}>
        {activities.map((activity) => (
          <article key={activity.key} className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
            <img src={`/images/home/activities/${activity.key}.svg`} alt="" width={400} height={260} loading="lazy" className="aspect-[40/26] w-full object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-2xl text-brand-800">{activity.title()}</h3>
              <p className="mt-2 flex-1 text-muted">{activity.text()}</p>
              <Link
                to={giftHref({ type: 'DONATION', title: activity.category })}
                className="mt-5 self-start rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {activity.cta()}
              </Link>
            </div>
          </article>
        ))}
      </Slider>
    </HomeSection>
  );
}
