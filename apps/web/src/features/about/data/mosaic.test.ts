import { describe, expect, it } from 'vitest';
import { MOSAIC_COLUMNS, mosaicColumns, mosaicImages } from './mosaic';

describe('the gallery wall', () => {
  it('deals 86 images with spans of 4, 6 or 8 into the columns, the same every time', () => {
    expect(mosaicImages).toHaveLength(86);
    expect(new Set(mosaicImages.map((i) => i.span))).toEqual(new Set([4, 6, 8]));
    expect(mosaicColumns).toHaveLength(MOSAIC_COLUMNS);
    expect(mosaicColumns.flat().map((i) => i.index).sort((a, b) => a - b)).toEqual(mosaicImages.map((i) => i.index));
    // Seeded, not Math.random: a known start proves nothing reshuffles between loads.
    expect(mosaicImages.slice(0, 6).map((i) => i.span)).toMatchInlineSnapshot(`
      [
        8,
        8,
        8,
        4,
        4,
        6,
      ]
    `);
  });
});
