/**
 * Line icons on a 64×64 grid, drawn with the stroke of whatever group holds them, so one icon
 * serves a gold-on-green category tile and a cream-on-terracotta campaign card alike.
 */
const p = (d: string) => `<path d="${d}"/>`;
const c = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;

export const icons = {
  school: p('M8 28L32 12 56 28M14 26V54H50V26M27 54V41H37V54M20 34H24M40 34H44M32 12V4H40V8H32'),
  book: p('M32 18C24 12 14 12 8 14V50C14 48 24 48 32 54 40 48 50 48 56 50V14C50 12 40 12 32 18ZM32 18V54'),
  well: p('M10 22L32 8 54 22ZM16 22V40M48 22V40M10 40H54V56H10ZM32 22V29M27 29H37V36H27Z'),
  handpump: p('M22 56H44M28 56V22H38V56M38 28H50V36M28 24L12 14') + c(50, 46, 3),
  cooler: p('M20 18H44V56H20ZM20 32H44M26 18V10H38V18M28 42H36V48H28'),
  drop: p('M32 8C32 8 16 28 16 40A16 16 0 0 0 48 40C48 28 32 8 32 8ZM24 42A8 8 0 0 0 32 49'),
  pot: p('M10 30H54M16 30V46A8 8 0 0 0 24 54H40A8 8 0 0 0 48 46V30M24 22C22 18 26 16 24 12M32 22C30 18 34 16 32 12M40 22C38 18 42 16 40 12'),
  bowl: p('M10 30H54A22 22 0 0 1 10 30ZM6 58H26L46 50M32 20C30 16 34 14 32 10'),
  meat: p('M12 34A16 13 0 1 1 44 34 16 13 0 1 1 12 34ZM40 42L54 56M52 50L58 48M48 56L46 60M22 32A6 5 0 1 0 34 32'),
  basket: p('M8 26H56L48 56H16ZM20 26L28 10M44 26L36 10M24 34V48M32 34V48M40 34V48'),
  wheelbarrow: p('M6 26H40L34 42H14ZM34 42L54 28M22 42L18 46') + c(16, 50, 6),
  rickshaw: p('M10 44V26A12 12 0 0 1 22 14H36L44 30H56V44ZM26 14V30H44') + c(18, 48, 6) + c(48, 48, 6),
  briefcase: p('M8 22H56V54H8ZM24 22V14H40V22M8 36H56M28 36V40H36V36'),
  star: p('M32 6L38 22 56 22 42 33 47 51 32 40 17 51 22 33 8 22 26 22Z'),
  heartPulse: p('M32 54C10 40 6 26 12 18 18 11 28 13 32 20 36 13 46 11 52 18 58 26 54 40 32 54ZM12 32H24L28 25 34 39 38 32H52'),
  graduation: p('M4 24L32 14 60 24 32 34ZM16 29V42C24 49 40 49 48 42V29M60 24V40'),
  medical: p('M26 10H38V26H54V38H38V54H26V38H10V26H26Z'),
  ewer: p('M20 26C14 34 16 50 32 54 48 50 50 34 44 26ZM24 26V18H40V26M44 30L56 20M56 28V30M54 36V38'),
  shroud: p('M18 8H46V56L32 48 18 56ZM24 18H40M24 26H40M24 34H34'),
  mosque: p('M14 54V36A18 18 0 0 1 50 36V54M32 18V10M30 12A4 4 0 1 0 34 8M6 54V24L9 18 12 24V54M52 54V24L55 18 58 24V54M4 54H60M28 54V44A4 4 0 0 1 36 44V54'),
  rings: c(24, 38, 13) + c(40, 38, 13) + p('M36 10L40 16 44 10 40 6Z'),
  gift: p('M8 24H56V34H8ZM12 34V56H52V34M32 24V56M32 24C22 10 12 16 22 24M32 24C42 10 52 16 42 24'),
  microphone: p('M24 12A8 8 0 0 1 40 12V32A8 8 0 0 1 24 32ZM16 30A16 16 0 0 0 48 30M32 46V56M22 56H42'),
  tent: p('M4 54L32 10 60 54ZM32 10V54M24 54L32 38 40 54M2 54H62'),
  people: c(20, 20, 7) + c(44, 20, 7) + p('M8 54V40A12 12 0 0 1 32 40V54M32 40A12 12 0 0 1 56 40V54'),
  calendar: p('M8 14H56V56H8ZM8 26H56M20 8V18M44 8V18M18 36H24M30 36H36M42 36H48M18 46H24M30 46H36'),
  pen: p('M44 8L56 20 24 52 10 54 12 40ZM38 14L50 26M12 40L24 52'),
  lantern: p('M32 4V10M24 10H40L44 18H20ZM20 18C14 30 14 42 22 52H42C50 42 50 30 44 18M26 52V58H38V52') + c(32, 34, 6),
} satisfies Record<string, string>;

export type IconName = keyof typeof icons;

/** Places an icon at (x, y) with side `size`, stroked in `color`. */
export function drawIcon(name: IconName, x: number, y: number, size: number, color: string, width = 3): string {
  const s = Math.round((size / 64) * 1000) / 1000;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${color}" stroke-width="${width}" ` +
    `stroke-linecap="round" stroke-linejoin="round">${icons[name]}</g>`
  );
}
