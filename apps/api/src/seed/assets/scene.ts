import { rng, pick } from './random.ts';
import { palette, svgDoc } from './svg.ts';

/**
 * Flat illustrated "photographs" for the gallery and news: a sky for the time of day, hills,
 * a subject in silhouette and a few people. A seed varies them, so thirty tiles are not one tile.
 */
export type Subject = 'mosque' | 'school' | 'tents' | 'pump' | 'camp' | 'crowd' | 'truck' | 'stage';

const skies = [
  { top: '#f3b27a', bottom: '#fbe6c8', sun: '#fff3d6' }, // dawn over the plains
  { top: '#7fb8d8', bottom: '#e4f1f5', sun: '#fff8e1' }, // midday
  { top: '#c0603a', bottom: '#f2c27b', sun: '#ffe3a3' }, // dusk
  { top: '#0f2236', bottom: '#2f4f6b', sun: '#f4edd0' }, // night, for gatherings
];
const clothes = [palette.green, palette.teal, palette.terracotta, palette.gold, '#5b4a8a', '#f7f3e8'];

const r1 = (v: number) => Math.round(v);

function hills(rand: () => number, base: number, amp: number, color: string): string {
  let d = `M0 ${base}`;
  for (let x = 0; x <= 640; x += 80) d += `Q${x + 40} ${r1(base - amp * rand())} ${x + 80} ${r1(base - amp * 0.3 * rand())}`;
  return `<path d="${d}V400H0Z" fill="${color}"/>`;
}

function person(x: number, y: number, scale: number, color: string): string {
  const h = 34 * scale;
  return (
    `<circle cx="${r1(x)}" cy="${r1(y - h)}" r="${r1(7 * scale)}" fill="#6b4a35"/>` +
    `<path d="M${r1(x - 10 * scale)} ${r1(y)}V${r1(y - h + 16 * scale)}Q${r1(x)} ${r1(y - h + 4 * scale)} ${r1(x + 10 * scale)} ${r1(y - h + 16 * scale)}V${r1(y)}Z" fill="${color}"/>`
  );
}

const subjects: Record<Subject, (ink: string, accent: string) => string> = {
  mosque: (ink, accent) =>
    `<path d="M230 300V230A90 90 0 0 1 410 230V300ZM170 300V150L180 130 190 150V300ZM450 300V150L460 130 470 150V300Z" fill="${ink}"/>` +
    `<path d="M320 140V118" stroke="${accent}" stroke-width="4"/><path d="M300 300V262A20 20 0 0 1 340 262V300Z" fill="${accent}" fill-opacity=".7"/>`,
  school: (ink, accent) =>
    `<path d="M190 300V210L320 150 450 210V300Z" fill="${ink}"/>` +
    `<path d="M220 230H260V260H220ZM290 230H350V300H290ZM380 230H420V260H380Z" fill="${accent}" fill-opacity=".75"/>`,
  tents: (ink, accent) =>
    `<path d="M120 300L200 200 280 300ZM300 300L390 180 480 300Z" fill="${ink}"/>` +
    `<path d="M382 222H398V238H414V254H398V270H382V254H366V238H382Z" fill="${accent}"/>`,
  pump: (ink, accent) =>
    `<path d="M300 300V200H330V300ZM330 215H380V230H345ZM305 205L250 170 256 162 312 196Z" fill="${ink}"/>` +
    `<path d="M372 236Q368 250 372 256Q378 250 372 236Z" fill="${accent}"/><rect x="260" y="296" width="120" height="10" fill="${ink}"/>`,
  camp: (ink, accent) =>
    `<path d="M250 300L330 190 410 300Z" fill="${ink}"/><path d="M330 190V130" stroke="${ink}" stroke-width="4"/>` +
    `<path d="M330 130H370L362 142 370 154H330Z" fill="${accent}"/>` +
    `<path d="M140 300V250M150 300V250" stroke="${ink}" stroke-width="6"/><circle cx="145" cy="230" r="34" fill="${ink}"/>`,
  crowd: (ink, accent) =>
    `<rect x="150" y="170" width="340" height="16" rx="8" fill="${accent}" fill-opacity=".8"/>` +
    `<path d="M170 186V300M470 186V300" stroke="${ink}" stroke-width="8"/>`,
  truck: (ink, accent) =>
    `<path d="M180 290V200H400V290ZM400 290V230H450L480 260V290Z" fill="${ink}"/>` +
    `<path d="M200 215H250V250H200ZM260 215H310V250H260ZM320 215H370V250H320Z" fill="${accent}" fill-opacity=".85"/>` +
    `<circle cx="230" cy="294" r="16" fill="#222"/><circle cx="440" cy="294" r="16" fill="#222"/>`,
  stage: (ink, accent) =>
    `<path d="M160 300V190H480V300Z" fill="${ink}"/><path d="M200 190V160H440V190" fill="none" stroke="${accent}" stroke-width="6"/>` +
    `<rect x="300" y="220" width="40" height="50" fill="${accent}" fill-opacity=".8"/>`,
};

/** One generated scene, 640×400; `label` is its accessible name (the gallery caption). */
export function sceneImage(subject: Subject, seed: string, label: string): string {
  const rand = rng(seed);
  const sky = pick(rand, skies);
  const night = sky === skies[3];
  const sunX = r1(60 + rand() * 520);
  const ink = night ? '#0a1622' : pick(rand, ['#1d3b2c', '#35261c', '#22343a']);
  let people = '';
  const crowd = subject === 'crowd' ? 11 : 2 + Math.floor(rand() * 4);
  for (let i = 0; i < crowd; i++) {
    const x = subject === 'crowd' ? 180 + i * 28 : 60 + rand() * 520;
    people += person(x, 340 + rand() * 30, 0.9 + rand() * 0.5, pick(rand, clothes));
  }
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/>` +
    `<stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`;
  return svgDoc(
    640,
    400,
    label,
    defs,
    `<rect width="640" height="400" fill="url(#sky)"/>` +
      `<circle cx="${sunX}" cy="${r1(70 + rand() * 50)}" r="${night ? 18 : 34}" fill="${sky.sun}"/>` +
      hills(rand, 260, 70, night ? '#1b3346' : '#8fae7e') +
      subjects[subject](ink, night ? palette.gold : palette.cream) +
      hills(rand, 332, 26, night ? '#10202e' : '#5e8a58') +
      people,
  );
}
