import { createRequire } from 'node:module';

// xss is CommonJS whose exports Node's ESM loader cannot name (the built server failed to start).
const { FilterXSS, safeAttrValue, whiteList } = createRequire(import.meta.url)('xss') as typeof import('xss');

/** The references an entity may spell that matter to a link; others stay as they are written. */
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);?/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntity = (_: string, ref: string) => {
  const code = ref[0] !== '#' ? null : ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
  if (code === null) return NAMED[ref.toLowerCase()] ?? '';
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
};
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** What a browser drops from an address before reading it: tabs and newlines anywhere, control characters and spaces at the ends. */
const asBrowserReads = (value: string) => {
  const chars = [...value.replace(/[\t\n\r]/g, '')];
  while (chars.length > 0 && chars[0]!.charCodeAt(0) <= 0x20) chars.shift();
  while (chars.length > 0 && chars[chars.length - 1]!.charCodeAt(0) <= 0x20) chars.pop();
  return chars.join('');
};

/**
 * Where staff text may point: another site over https (or http: some public bodies' and
 * schools' sites in Pakistan still have no https, and a link to one is no danger to a reader of
 * ours, only a page a donor would otherwise have to look for), an e-mail address, a phone number,
 * a path of this site or a place on the page. `//evil.example` and `/\evil.example` are other
 * sites to a browser; javascript:, data: and every other scheme are refused. Pictures (and audio or
 * video sources) come only over https or from this site.
 */
const LINK = /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;
const PICTURE = /^(https:\/\/|\/(?![/\\]))/i;

/**
 * A link's or picture's address as the browser will read it, or null when it may not stay. It is
 * checked decoded (`/&#47;evil.example` is `//evil.example`) and written back escaped, so what
 * was checked is exactly what the browser reads.
 */
function safeAddress(name: 'href' | 'src', value: string) {
  const address = asBrowserReads(value.replace(ENTITY, decodeEntity));
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(address)) return null;
  return (name === 'href' ? LINK : PICTURE).test(address) ? address : null;
}

/**
 * Staff write rich text (blog, course, lecture descriptions). It is sanitized when saved and
 * again when served, so a row written around the back office still cannot run script. A link
 * whose address may not stay keeps its words and loses the address (it is then no link).
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
  onTagAttr(_tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr || (name !== 'href' && name !== 'src')) return undefined;
    const address = safeAddress(name, value);
    return address === null ? '' : `${name}="${escapeAttribute(address)}"`;
  },
  safeAttrValue,
});

export const sanitizeHtml = (html: string): string => filter.process(html);

/** Plain text of an HTML fragment, cut at a word boundary, for cards and meta descriptions. */
export { plainText as excerpt } from '@foundation/contract/plain-text';
