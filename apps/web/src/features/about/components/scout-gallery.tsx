import { scoutScenes } from '../data/scouts';

/** Scenes from the scouting year; each caption names its drawing (the image itself is alt=""). */
export function ScoutGallery() {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {scoutScenes.map((scene, i) => (
        <li key={scene.key} className={i === 0 ? 'col-span-2 row-span-2 md:col-span-2' : ''}>
          <figure className="relative h-full overflow-hidden rounded-2xl bg-brand-900">
            <img src={`/images/pages/scouts/scene-${scene.key}.svg`} alt="" width={400} height={300} loading="lazy" decoding="async" className="h-full w-full object-cover" />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-3 pt-8 text-sm text-white">{scene.caption()}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
