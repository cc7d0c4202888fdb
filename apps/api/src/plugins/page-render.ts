import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SLOW_NETWORKS } from '@foundation/contract/media-copies';
import { localeOfPath, type Locale } from '@foundation/contract/routes';
import { PUBLIC_PAGES } from '../lib/cache-bus.ts';
import { keptAnswer, sendKept, type KeptAnswer } from '../lib/kept-answer.ts';
import { perDatabase } from '../lib/ttl-cache.ts';

/** What apps/web's server build (src/entry-server.ts) gives the API. */
interface WebServerBuild {
  renderPage(url: URL, options: { lightImages: boolean }): Promise<{ redirect: string } | { status: number; html: string; head: unknown; state: unknown; organization?: object; siteName?: string; lightImages?: boolean; errors: unknown[] }>;
  /** The head of a page the browser draws, sent with the shell. */
  renderShell(url: URL): Promise<{ head: unknown; organization?: object; siteName?: string }>;
  fillTemplate(template: string, page: { origin: string; url: URL; head: unknown; html: string; state?: unknown; organization?: object; siteName?: string; status?: number; lightImages?: boolean }): string;
  setServerTransport(transport: { base: string; fetch: typeof fetch }): void;
  isServerRendered(pathname: string): boolean;
}

export type RenderedPage = { redirect: string } | HtmlPage;

/** A rendered page, with its bytes, ETag and compressed forms made once, when first asked for, and kept with it. */
interface HtmlPage {
  status: number;
  html: string;
  kept?: KeptAnswer;
}

/**
 * Sends a page compressed as the browser accepts (@fastify/compress hooks routes as they are
 * added, and the handler that answers pages is none): a 150 KB home page is some 20 KB of brotli.
 * A page found (200) carries a strong ETag, so a browser or a CDN that holds it is answered 304;
 * `cacheControl` says who may keep it (kept-answer.ts).
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, cacheControl?: string) {
  // A reader who chose Urdu is sent from an English address to the Urdu one (page-languages.ts); a
  // visitor saving data gets light pictures (wantsLightImages).
  reply.header('vary', 'accept-encoding, cookie, save-data, ect');
  const validated = page.status === 200;
  if (validated && cacheControl) reply.header('cache-control', cacheControl);
  return sendKept(request, reply, (page.kept ??= keptAnswer(page.html)), { validated });
}

/**
 * Whether the visitor asked for a light page: a browser in data-saving mode sends `Save-Data: on`
 * with every request; Chromium sends its measured network type (`ECT`) once a page of ours has asked
 * for it (`Accept-CH`, web-app.ts). The page's pictures are then offered at their smallest width
 * from the first byte, before any script could say so.
 */
export function wantsLightImages(request: FastifyRequest) {
  const saveData = String(request.headers['save-data'] ?? '').trim().toLowerCase() === 'on';
  return saveData || SLOW_NETWORKS.has(String(request.headers.ect ?? '').trim().toLowerCase());
}

/** Parameters that campaigns and apps add to shared links; no page reads them. */
const TRACKING = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|msclkid|igshid|mc_cid|mc_eid)$/i;

/**
 * The address without what link trackers add: a link shared on Facebook comes back with a
 * different `fbclid` for every visitor, and each would otherwise render the page anew.
 */
export function withoutTracking(path: string) {
  const question = path.indexOf('?');
  if (question < 0) return path;
  const params = new URLSearchParams(path.slice(question + 1));
  for (const name of [...params.keys()]) if (TRACKING.test(name)) params.delete(name);
  const search = params.toString();
  return search ? `${path.slice(0, question)}?${search}` : path.slice(0, question);
}

/**
 * A page is rendered once and kept for a minute, or until staff change anything (every back office
 * write clears PUBLIC_PAGES in every process): what changes without staff (a campaign's total after
 * a card gift) is at most a minute old, and a burst of visitors costs one render. A page about
 * nothing (404: an unknown address or id) is sent and not kept: addresses anyone can make up must
 * not push the site's pages out, and an id staff publish next is a page at once.
 */
const pages = perDatabase<object, RenderedPage>(PUBLIC_PAGES, 60_000, 300);
const worthKeeping = (page: RenderedPage) => 'redirect' in page || page.status === 200;

/** The app whose API a render reads: the module's transport is one per process, the apps are not (tests). */
const rendering = new AsyncLocalStorage<{ app: FastifyInstance; visitor?: string }>();

/** The pages' reads answered by the API in this process, as a fetch would be, without a socket. */
const inProcessFetch: typeof fetch = async (input, init) => {
  const { app, visitor } = rendering.getStore() ?? {};
  if (!app) throw new Error('A page read outside a server render.');
  const url = new URL(input instanceof Request ? input.url : String(input));
  const res = await app.inject({
    // The visitor's address, so a read with a rate limit (a certificate's check) counts against
    // them, not against every visitor as the server's own address would.
    ...(visitor && { remoteAddress: visitor }),
    method: (init?.method ?? 'GET') as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { accept: 'application/json', 'accept-language': new Headers(init?.headers).get('accept-language') ?? 'en' },
  });
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
};

const loaded = new Map<string, Promise<WebServerBuild | null>>();

/** apps/web/dist-server beside the web build, if it was built; once per process and build. */
function loadBuild(webDist: string) {
  const entry = join(webDist, '..', 'dist-server', 'entry-server.js');
  let build = loaded.get(entry);
  if (!build) {
    build = (async () => {
      if (!existsSync(entry)) return null;
      const web = (await import(pathToFileURL(entry).href)) as WebServerBuild;
      web.setServerTransport({ base: 'http://pages.internal/api/', fetch: inProcessFetch });
      return web;
    })();
    loaded.set(entry, build);
  }
  return build;
}

/**
 * The public site's pages as HTML with their content and head, so crawlers and link previews
 * read them, or null when this app has no server build (then the browser draws every page).
 */
export async function pageRenderer(app: FastifyInstance, opts: { webDist: string; templates: Record<Locale, string>; origin: string }) {
  const web = await loadBuild(opts.webDist);
  if (!web) return null;
  const prepare = (template: string) => withScriptAfterPaint(withInlineStyles(template, opts.webDist));
  const templates = { en: prepare(opts.templates.en), ur: prepare(opts.templates.ur) };
  const origin = opts.origin.replace(/\/$/, '');
  const render = async (path: string, lightImages: boolean, visitor?: string): Promise<RenderedPage> => {
    const url = new URL(path, origin);
    const page = await rendering.run({ app, visitor }, () => web.renderPage(url, { lightImages }));
    if ('redirect' in page) return page;
    // A part that failed is drawn by the browser instead; the page is still sent.
    for (const err of page.errors) app.log.error({ err, path: url.pathname }, 'part of a page failed to render');
    return { status: page.status, html: web.fillTemplate(templates[localeOfPath(url.pathname)], { ...page, origin, url }) };
  };
  // The shell as the browser build wrote it (its script in the head: it has nothing to paint first).
  const shell = async (path: string): Promise<HtmlPage> => {
    const url = new URL(path, origin);
    const head = await rendering.run({ app }, () => web.renderShell(url));
    return { status: 200, html: web.fillTemplate(opts.templates[localeOfPath(url.pathname)], { ...head, html: '', origin, url }) };
  };
  return {
    /** Whether the server draws this page, or leaves it to the browser (a learner's, a donation form). */
    renders: (pathname: string) => web.isServerRendered(pathname),
    /** The page at this address, drawn light or in full: the two are kept apart. `visitor`: whose address its reads count against. */
    page: (path: string, lightImages = false, visitor?: string) => {
      const address = withoutTracking(path);
      return pages(app.db).get(lightImages ? `light ${address}` : address, () => render(address, lightImages, visitor), worthKeeping);
    },
    /** The shell of a page the browser draws, with that page's head (its title, the foundation's name). */
    shell: (path: string) => {
      // Its head is the page's whatever the query (a gift's programme, a lesson's number).
      const pathname = path.split('?')[0] ?? '/';
      return pages(app.db).get(`shell ${pathname}`, () => shell(pathname)) as Promise<HtmlPage>;
    },
  };
}

/**
 * The site's stylesheet inside the page instead of linked: the first paint waits for the HTML
 * alone, not for a second round trip (on a phone's network the costliest part of a first visit).
 * Some 12 KB of brotli per page; later pages come through the app, which needs it no more.
 */
function withInlineStyles(template: string, webDist: string) {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (link, href: string) => {
    const file = join(webDist, href);
    return existsSync(file) ? `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : link;
  });
}

/**
 * A rendered page shows itself before its script loads: the module is started by paint-first.js
 * (public/) a frame after the first paint, not from the head, where a phone would fetch it
 * alongside the page's first bytes. The browser-drawn shell keeps the plain tag: it has nothing
 * to paint before its script. It also lays out the page's later sections in idle moments.
 */
function withScriptAfterPaint(template: string) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/.exec(template);
  if (!entry) return template;
  // data-pacing: the sections below the first screen are laid out after load, one at a time (index.css).
  return template
    .replace(/<html /, '<html data-pacing ')
    .replace(entry[0], '')
    .replace('</body>', () => `  <script src="/paint-first.js" data-main="${entry[1]}" defer></script>\n  </body>`);
}
