/** Elements whose attributes make a browser fetch something, and those attributes. */
const FETCHING = 'img, source, iframe, script, link, video, audio, embed, object, [style*="url("]';
const ATTRIBUTES = ['src', 'href', 'data', 'poster', 'srcset', 'imagesrcset', 'style'];

/** The addresses in one attribute's value: a srcset lists several, a style may hold url(...)s. */
function addresses(name: string, value: string): string[] {
  if (name === 'srcset' || name === 'imagesrcset') return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);
  if (name === 'style') return [...value.matchAll(/url\(["']?([^"')]+)/g)].map((m) => m[1]!);
  return [value];
}

/**
 * Everything in the page a browser would fetch from a host other than the site's own: pictures,
 * frames, scripts, styles, media. Links a visitor must follow (a) are not requests and not listed.
 */
export function requestsElsewhere(root: ParentNode = document): string[] {
  return [...root.querySelectorAll(FETCHING)]
    .filter((el) => el.tagName !== 'LINK' || /stylesheet|preload|preconnect|prefetch|dns-prefetch|icon/.test(el.getAttribute('rel') ?? ''))
    .flatMap((el) => ATTRIBUTES.flatMap((name) => (el.hasAttribute(name) ? addresses(name, el.getAttribute(name)!) : [])))
    .filter((url) => url && new URL(url, location.href).origin !== location.origin);
}
