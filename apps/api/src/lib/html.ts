import { createRequire } from 'node:module';

// xss is CommonJS whose exports Node's ESM loader cannot name (the built server failed to start).
const { FilterXSS, safeAttrValue, whiteList } = createRequire(import.meta.url)('xss') as typeof import('xss');

/**
 * Staff write rich text (blog, course, lecture descriptions). It is sanitized when saved and
 * again when served, so a row written around the back office still cannot run script.
 */
const filter = new FilterXSS({
  whiteList: {
    ...whiteList,
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  onIgnoreTagAttr: () => '',
  safeAttrValue(tag, name, value, cssFilter) {
    // Only web links and site-relative paths; javascript:, data: and the like are dropped.
    if ((name === 'href' || name === 'src') && !/^(https?:|mailto:|\/|#)/i.test(value.trim())) return '';
    return safeAttrValue(tag, name, value, cssFilter);
  },
});

export const sanitizeHtml = (html: string): string => filter.process(html);

/** Plain text of an HTML fragment, cut at a word boundary, for cards and meta descriptions. */
export { plainText as excerpt } from '@foundation/contract/plain-text';
