/**
 * Plain text of a rich-text HTML fragment, cut at a word boundary: for cards, meta descriptions
 * and structured data. Shared by the API (excerpts it serves) and the web app (JSON-LD of fields
 * that carry no excerpt), so both cut and decode the same way. Without zod: pages import it cheaply.
 */

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One pass over the entities, so "&amp;lt;" reads "&lt;" (as a browser shows it), never "<". */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return named[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    // Not a character (past U+10FFFF, a lone surrogate half or NUL): left as written.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
  });

/** Tags inside a run of text: "<strong>400</strong>." reads "400.", with no space before the stop. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

export function plainText(html: string, max = 180): string {
  // Other tags (blocks, line breaks, pictures) become spaces: "<p>a</p><p>b</p>" reads "a b", not "ab".
  const text = decodeEntities(html.replace(/<\/?([a-z][a-z0-9]*)?[^>]*>/gi, (_, name?: string) => (name && INLINE.has(name.toLowerCase()) ? '' : ' ')))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}
