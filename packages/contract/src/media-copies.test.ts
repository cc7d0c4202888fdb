import { describe, expect, it } from 'vitest';
import { mediaCopyFormats, mediaCopyUrl } from './media-copies.ts';

const photo = '/uploads/media/2026-03/0f8e2c1a-5b7d-4e21-9c3a-2d4f6a8b0c1e.jpg';

describe('the names of a library image’s copies', () => {
  it('follow from the original’s path', () => {
    expect(mediaCopyUrl(photo, 800, 'avif')).toBe('/uploads/media/2026-03/0f8e2c1a-5b7d-4e21-9c3a-2d4f6a8b0c1e-800.avif');
  });

  it('are offered in AVIF and WebP for a still format, WebP alone for one that may be animated', () => {
    expect(mediaCopyFormats(photo)).toEqual(['avif', 'webp']);
    expect(mediaCopyFormats(photo.replace('.jpg', '.png'))).toEqual(['avif', 'webp']);
    for (const ext of ['gif', 'webp', 'avif']) expect(mediaCopyFormats(photo.replace('.jpg', `.${ext}`))).toEqual(['webp']);
  });

  it('exist only for the media library’s images: not for drawings, other folders or other hosts', () => {
    for (const path of [
      '/uploads/books/the-straight-path.svg',
      '/uploads/books/cover.jpg',
      '/uploads/media/2026-03/talk.mp3',
      '/images/home/founder.svg',
      'https://elsewhere.example/uploads/media/2026-03/photo.jpg',
      '/uploads/media/../private/receipt.jpg',
      `${photo}?v=2`,
    ]) {
      expect({ path, formats: mediaCopyFormats(path) }).toEqual({ path, formats: [] });
    }
  });
});
