import type { PageHead } from '../lib/use-page-meta';
import { QUERY_STATE_ID } from '../lib/ssr-state';
import { LIGHT_IMAGES_ATTRIBUTE } from '../lib/use-light-images';
import { scriptJson } from '../lib/structured-data';
import { headTags, type PageContext } from './head-tags';

/**
 * index.html with the page in it: its head, its rendered body, and the data it was rendered from
 * (as JSON that does not run: the CSP allows no inline script), so hydration asks for nothing again.
 */
export function fillTemplate(template: string, page: PageContext & { head: PageHead | null; html: string; state?: unknown; lightImages?: boolean }) {
  const head = headTags(page.head, page);
  const state = page.state === undefined ? '' : `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(page.state)}</script>`;
  // React puts its image preloads at the start of what it renders, after the inlined stylesheet; the
  // page's main picture (fetchPriority high: a course's, a blog card's) goes to the top of the head,
  // so a phone asks for it with the first bytes instead of some 12 KB later. Below the viewport tag:
  // a phone picks a copy by the width of its screen, and before that tag it takes it for 980 px
  // and fetches a copy twice the size, then the right one again for the picture itself.
  const first: string[] = [];
  const html = page.html.replace(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/>/g, (link) => {
    first.push(link);
    return '';
  });
  // Functions, not strings, as replacements: a page's text may hold `$&` or `$'`.
  // A page drawn with light pictures says so, for hydration to draw the same (lib/use-light-images.ts).
  return template
    .replace(/<html /, (tag) => (page.lightImages ? `${tag}${LIGHT_IMAGES_ATTRIBUTE} ` : tag))
    .replace(/<meta name="viewport" content="[^"]*" \/>/, (viewport) => [viewport, ...first].join('\n    '))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${head.description}" />`)
    .replace('</head>', () => `  ${head.tags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${state}`);
}
