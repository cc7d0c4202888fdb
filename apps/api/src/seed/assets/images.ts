import { drawIcon, type IconName } from './icons.ts';
import { backdrop, palette, rosette, starPath, svgDoc, textBlock, themes, wrap, type ThemeName } from './svg.ts';

/**
 * The picture shapes the site shows: square tiles (welfare categories), 16:10 cards (courses,
 * campaigns, blogs, news, lectures) and 3:4 book covers. Each carries its title where it fits,
 * so a page built from demo data reads like a real one.
 */

/**
 * Square welfare tile: a medallion with the icon, and no words: the page shows the category's
 * name beneath it in the reader's language (an Urdu page would otherwise show English drawn in).
 */
export function squareImage(label: string, icon: IconName, theme: ThemeName): string {
  const t = themes[theme];
  const { defs, body } = backdrop(t, 240, 240, 48);
  return svgDoc(
    240,
    240,
    label,
    defs,
    body +
      `<circle cx="120" cy="120" r="78" fill="${t.to}" fill-opacity=".55" stroke="${t.accent}" stroke-width="2"/>` +
      drawIcon(icon, 76, 76, 88, t.accent, 3),
  );
}

export interface CardOpts {
  title: string;
  kicker: string;
  icon: IconName;
  theme: ThemeName;
}

/** 16:10 card: kicker and title on the left, an arch framing the icon on the right. */
export function cardImage({ title, kicker, icon, theme }: CardOpts): string {
  const t = themes[theme];
  const { defs, body } = backdrop(t, 640, 400);
  const lines = wrap(title, 20, 4);
  const titleTop = 200 - ((lines.length - 1) * 40) / 2;
  const arch = 'M430 360V190A90 90 0 0 1 610 190V360Z';
  return svgDoc(
    640,
    400,
    title,
    defs,
    body +
      `<path d="${arch}" fill="${t.to}" fill-opacity=".6" stroke="${t.accent}" stroke-width="3"/>` +
      rosette(520, 128, 34, t.accent, 0.55) +
      drawIcon(icon, 470, 210, 100, t.accent, 3) +
      `<rect x="44" y="70" width="46" height="4" fill="${t.accent}"/>` +
      textBlock([kicker.toUpperCase()], 44, 104, { size: 18, color: t.accent, weight: 600 }) +
      textBlock(lines, 44, titleTop + 10, { size: 36, color: t.text, serif: true, weight: 700, leading: 40 }),
  );
}

/** 3:4 book cover: gold frame, medallion, title, author, publisher line. */
export function coverImage(title: string, author: string, theme: ThemeName): string {
  const t = themes[theme];
  const { defs, body } = backdrop(t, 300, 400, 40);
  const lines = wrap(title, 16, 4);
  return svgDoc(
    300,
    400,
    `${title} by ${author}`,
    defs,
    body +
      `<rect x="14" y="14" width="272" height="372" fill="none" stroke="${t.accent}" stroke-width="2"/>` +
      `<rect x="22" y="22" width="256" height="356" fill="none" stroke="${t.accent}" stroke-opacity=".5"/>` +
      rosette(150, 96, 46, t.accent, 0.9) +
      textBlock(lines, 150, 196, { size: 25, color: t.text, anchor: 'middle', serif: true, weight: 700, leading: 30 }) +
      `<path d="M110 ${210 + lines.length * 30}H190" stroke="${t.accent}" stroke-width="2"/>` +
      textBlock([author], 150, 232 + lines.length * 30, { size: 15, color: t.text, anchor: 'middle', serif: true }) +
      textBlock(['THE FOUNDATION · LAHORE'], 150, 360, { size: 11, color: t.accent, anchor: 'middle', weight: 600 }),
  );
}

/** The brand mark: a gold eight-pointed star holding a lantern, beside the name. */
export function logoSvg(): string {
  const star = starPath(40, 40, 36);
  return svgDoc(
    320,
    80,
    'The Foundation, serving since 1985',
    '',
    `<path d="${star}" fill="${palette.green}" stroke="${palette.gold}" stroke-width="3"/>` +
      drawIcon('lantern', 22, 20, 36, palette.gold, 4) +
      textBlock(['THE FOUNDATION'], 88, 42, { size: 23, color: palette.green, serif: true, weight: 700 }) +
      textBlock(['SERVING SINCE 1985'], 89, 62, { size: 12, color: palette.gold, weight: 600 }),
  );
}
