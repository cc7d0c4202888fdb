/** Spec point 9: 86 gallery images, shown three times over (258 tiles). */
export const MOSAIC_IMAGES = 86;
export const MOSAIC_COPIES = 3;
export const MOSAIC_COLUMNS = 6;

/** A small seeded generator: the "random" spans are the same on every visit and every render. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type MosaicImage = { index: number; span: 4 | 6 | 8; motif: number; tone: string };

const spans = [4, 6, 8] as const;
const motifs = 8;
const tones = ['#0b5d3b', '#c9a227', '#137a4f', '#a8841a', '#1f8a5b', '#7a5e0f', '#2f6f4f', '#d8b548', '#5b8f6a', '#3d7d5c', '#b8952e'];

const random = mulberry32(1985);

/** Each image keeps its span in every copy, so the copies line up and the loop is seamless. */
export const mosaicImages: MosaicImage[] = Array.from({ length: MOSAIC_IMAGES }, (_, index) => ({
  index,
  span: spans[Math.floor(random() * spans.length)]!,
  motif: (index % motifs) + 1,
  tone: tones[index % tones.length]!,
}));

/** The images dealt into columns; each column is then drawn three times. */
export const mosaicColumns: MosaicImage[][] = Array.from({ length: MOSAIC_COLUMNS }, (_, c) =>
  mosaicImages.filter((image) => image.index % MOSAIC_COLUMNS === c),
);
