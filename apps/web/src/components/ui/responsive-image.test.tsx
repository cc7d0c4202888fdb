import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubConnection } from '../../test/connection';
import { CardImage } from './card-image';
import { ResponsiveImage } from './responsive-image';
import { LIGHT_IMAGES_ATTRIBUTE } from '../../lib/use-light-images';

const PHOTO = '/uploads/media/2026-03/0f8e2c1a-5b7d-4e21-9c3a-2d4f6a8b0c1e.jpg';
const copies = (format: string, widths = [400, 800, 1600]) => widths.map((w) => PHOTO.replace('.jpg', `-${w}.${format} ${w}w`)).join(', ');

/** What the browser is offered: each source's type, srcset and sizes, and the img's attributes. */
function offered(container: HTMLElement) {
  const img = container.querySelector('img')!;
  return {
    sources: [...container.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.srcset, sizes: s.sizes })),
    img: Object.fromEntries(['src', 'width', 'height', 'loading', 'fetchpriority'].map((name) => [name, img.getAttribute(name)])),
  };
}

/**
 * Hydrates `ui` over the server's HTML in the document, as a browser would. React reports a
 * differing attribute on the console, a differing tree as a recoverable error: both are returned.
 */
async function hydrateOver(html: string, ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const consoleError = vi.spyOn(console, 'error');
  const mismatch = vi.fn();
  const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: mismatch }));
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, mismatch, consoleError };
}

describe('a picture from the API', () => {
  it('offers AVIF, then WebP, copies at the site widths for the browser to pick, the original as fallback, its box reserved', () => {
    const { container } = render(<ResponsiveImage src={PHOTO} alt="Volunteers in Tharparkar" width={640} height={400} sizes="(min-width: 1024px) 400px, 100vw" />);
    expect(offered(container)).toEqual({
      sources: [
        { type: 'image/avif', srcset: copies('avif'), sizes: '(min-width: 1024px) 400px, 100vw' },
        { type: 'image/webp', srcset: copies('webp'), sizes: '(min-width: 1024px) 400px, 100vw' },
      ],
      img: { src: PHOTO, width: '640', height: '400', loading: 'lazy', fetchpriority: null },
    });
    expect(container.querySelector('img')).toHaveAccessibleName('Volunteers in Tharparkar');
  });

  it('fetches only the main picture first, at high priority; the first screen at once; the rest when scrolled near', () => {
    const { container } = render(
      <>
        <CardImage src={PHOTO} priority />
        <CardImage src={PHOTO} eager />
        <CardImage src={PHOTO} />
      </>,
    );
    const imgs = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(imgs).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
    ]);
  });

  it('has the server ask for the main picture with the page’s first bytes: its copies, in the best format, at the width shown', () => {
    const html = renderToString(<ResponsiveImage src={PHOTO} alt="" width={640} height={400} sizes="100vw" priority />);
    const preload = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('as="image"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain(`imageSrcSet="${copies('avif')}"`);
    expect(preload).toContain('imageSizes="100vw"');
    // A picture that is not the main one is found by the browser where it stands.
    expect(renderToString(<CardImage src={PHOTO} eager />)).not.toContain('<link');
  });

  it('offers WebP alone for a GIF or WebP, which may be animated, and shows a drawing (SVG) as it is', () => {
    const gif = render(<ResponsiveImage src="/uploads/media/2026-03/spinner.gif" alt="" width={200} height={100} sizes="200px" />);
    expect(offered(gif.container).sources.map((s) => s.type)).toEqual(['image/webp']);
    const svg = render(<CardImage src="/uploads/books/the-straight-path.svg" />);
    expect(offered(svg.container)).toEqual({
      sources: [],
      img: { src: '/uploads/books/the-straight-path.svg', width: '640', height: '400', loading: 'lazy', fetchpriority: null },
    });
  });
});

describe('on a slow or data-saving connection', () => {
  it('offers only the smallest copy when the visitor saves data, or the network is 3G or slower', () => {
    for (const network of [{ saveData: true }, { effectiveType: '3g' }, { effectiveType: 'slow-2g' }]) {
      stubConnection(network);
      const { container, unmount } = render(<CardImage src={PHOTO} />);
      expect(offered(container).sources.map((s) => s.srcset)).toEqual([copies('avif', [400]), copies('webp', [400])]);
      unmount();
    }
  });

  it('follows the connection as it changes', () => {
    const network = stubConnection({ effectiveType: '4g' });
    const { container } = render(<CardImage src={PHOTO} />);
    expect(offered(container).sources[1]!.srcset).toBe(copies('webp'));
    act(() => network.change({ effectiveType: '2g' }));
    expect(offered(container).sources[1]!.srcset).toBe(copies('webp', [400]));
  });

  it('hydrates over the server HTML without a mismatch, then asks for the small copy', async () => {
    // The server knows nothing of the visitor's connection; their browser says to save data.
    const ui = <CardImage src={PHOTO} priority />;
    const html = renderToString(ui);
    expect(html).toContain(PHOTO.replace('.jpg', '-1600.webp'));
    stubConnection({ saveData: true });
    const { container, mismatch, consoleError } = await hydrateOver(html, ui);
    expect(mismatch).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(offered(container).sources[1]!.srcset).toBe(copies('webp', [400]));
  });

  it('is offered the small copy from the first byte when the request said so, and hydrates that without a mismatch', async () => {
    // The server rendered the page light (a Save-Data header) and marked <html>; this browser cannot
    // tell its connection itself, so the mark alone keeps the page light.
    document.documentElement.setAttribute(LIGHT_IMAGES_ATTRIBUTE, '');
    onTestFinished(() => document.documentElement.removeAttribute(LIGHT_IMAGES_ATTRIBUTE));
    const ui = <CardImage src={PHOTO} priority />;
    const html = renderToString(ui);
    expect(html).toContain(PHOTO.replace('.jpg', '-400.webp'));
    expect(html).not.toContain(PHOTO.replace('.jpg', '-1600.webp'));
    const { container, mismatch, consoleError } = await hydrateOver(html, ui);
    expect(mismatch).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(offered(container).sources[1]!.srcset).toBe(copies('webp', [400]));
  });
});
