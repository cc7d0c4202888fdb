/**
 * Small SVG building blocks shared by every generated image. Images are text, made at seed
 * time, so the repository holds no binaries and each picture stays a few kilobytes.
 */
export const palette = {
  green: '#0b5d3b',
  deepGreen: '#073d27',
  gold: '#c9a227',
  cream: '#f7f3e8',
  teal: '#1f6f78',
  deepTeal: '#12474d',
  terracotta: '#b5562f',
  clay: '#7f3a1f',
  ink: '#1d2a22',
  sand: '#e8dcc0',
} as const;

/** A background gradient, the motif colour and the text colour that reads on it. */
export interface Theme {
  from: string;
  to: string;
  accent: string;
  text: string;
}

export const themes = {
  green: { from: palette.green, to: palette.deepGreen, accent: palette.gold, text: palette.cream },
  teal: { from: palette.teal, to: palette.deepTeal, accent: palette.gold, text: palette.cream },
  terracotta: { from: palette.terracotta, to: palette.clay, accent: palette.sand, text: palette.cream },
  cream: { from: palette.cream, to: palette.sand, accent: palette.green, text: palette.ink },
  night: { from: '#17324a', to: '#0c1b29', accent: palette.gold, text: palette.cream },
} satisfies Record<string, Theme>;
export type ThemeName = keyof typeof themes;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Greedy word wrap by character count: good enough for titles in a known font size. */
export function wrap(text: string, maxChars: number, maxLines = 4): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

const n = (v: number) => Math.round(v * 10) / 10;

/** Corners of an eight-pointed star (two squares turned 45° to each other), the site's motif. */
export function starPoints(cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: 16 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.72;
    const a = (Math.PI / 8) * i - Math.PI / 2;
    return [n(cx + radius * Math.cos(a)), n(cy + radius * Math.sin(a))];
  });
}

export const starPath = (cx: number, cy: number, r: number) =>
  `M${starPoints(cx, cy, r)
    .map(([x, y]) => `${x} ${y}`)
    .join('L')}Z`;

/** A medallion of nested stars and rings, used on covers and cards. */
export function rosette(cx: number, cy: number, r: number, color: string, opacity = 1): string {
  return (
    `<g fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${n(r / 28)}">` +
    `<circle cx="${cx}" cy="${cy}" r="${r}"/><path d="${starPath(cx, cy, r * 0.9)}"/>` +
    `<path d="${starPath(cx, cy, r * 0.55)}" transform="rotate(22.5 ${cx} ${cy})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.22)}" fill="${color}" fill-opacity="${opacity}"/></g>`
  );
}

/** A diamond on every tile corner, drawn as the four quarters each tile owns so they meet across tiles. */
function cornerDiamond(tile: number, d: number): string {
  const e = n(tile - d);
  return `M${n(d)} 0L0 ${n(d)}M${e} 0L${tile} ${n(d)}M0 ${e}L${n(d)} ${tile}M${e} ${tile}L${tile} ${e}`;
}

/** Gradient and a faint repeating star lattice; returns defs and the rects that paint them. */
export function backdrop(theme: Theme, w: number, h: number, tile = 56): { defs: string; body: string } {
  const s = tile / 2;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/>` +
    `<stop offset="1" stop-color="${theme.to}"/></linearGradient>` +
    `<pattern id="lattice" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
    `<path d="${starPath(s, s, s * 0.62)}${cornerDiamond(tile, s * 0.3)}" fill="none" stroke="${theme.accent}" stroke-opacity=".16"/></pattern>`;
  return { defs, body: `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#lattice)"/>` };
}

export interface TextOpts {
  size: number;
  color: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  serif?: boolean;
  leading?: number;
  opacity?: number;
}

/** Lines of text from a baseline; serif for titles, sans for labels. */
export function textBlock(lines: string[], x: number, y: number, o: TextOpts): string {
  const family = o.serif ? "Georgia,'Times New Roman',serif" : "'Segoe UI',Roboto,Arial,sans-serif";
  const leading = o.leading ?? o.size * 1.2;
  const spans = lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : n(leading)}">${esc(line)}</tspan>`).join('');
  return (
    `<text x="${x}" y="${y}" font-family="${family}" font-size="${o.size}" font-weight="${o.weight ?? 400}" ` +
    `fill="${o.color}" text-anchor="${o.anchor ?? 'start'}"${o.opacity ? ` fill-opacity="${o.opacity}"` : ''}>${spans}</text>`
  );
}

/** The outer element; `label` becomes the accessible name of the picture. */
export function svgDoc(w: number, h: number, label: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
