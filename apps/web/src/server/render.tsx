import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { dehydrate, QueryClientProvider, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { App } from '../app/router';
import { isNotFound, shellHead } from '../app/pages';
import { createQueryClient } from '../lib/query-client';
import { getSettings, getSettingsQueryOptions } from '../lib/settings';
import { organizationLd } from '../lib/structured-data';
import { HeadCollector, type PageHead } from '../lib/use-page-meta';
import { canonicalUrl } from './head-tags';
import { localeOfPath, type Locale } from '@foundation/contract/routes';
import { routerBase, setLocaleSource } from '../lib/locale';
import { setRenderedLightSource } from '../lib/use-light-images';

/** How the visitor asked for the page: the language of its address, and whether they save data. */
export type RenderOptions = { lightImages?: boolean };

/** The request a render belongs to: renders of several requests, in either language, interleave. */
const rendering = new AsyncLocalStorage<{ locale: Locale; lightImages: boolean }>();
setLocaleSource(() => rendering.getStore()?.locale ?? 'en');
setRenderedLightSource(() => rendering.getStore()?.lightImages ?? false);

/**
 * How many times a page is rendered at most: each pass may ask for data the last one's answers
 * revealed (a course's page, then its type). Three covers every page of the site.
 */
const PASSES = 3;

export type Rendered = { redirect: string } | { status: number; html: string; head: PageHead | null; state: unknown; organization?: object; siteName?: string; lightImages: boolean; errors: unknown[] };

/**
 * A query a page asked for and the server has not fetched: not switched off, not a skipToken, and
 * not one left to the browser (`meta: { serverRender: false }`, e.g. a live status).
 */
function waiting(query: Query) {
  const options = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  const serverRender = query.meta?.serverRender !== false;
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled !== false && options.queryFn !== skipToken && options.queryFn !== undefined && serverRender;
}

/** Fetches what the last pass asked for; a failed read leaves the page without it (spec point 8). */
async function fetchWaiting(client: QueryClient) {
  const queries = client.getQueryCache().findAll({ predicate: waiting });
  await Promise.all(queries.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey })));
  return queries.length;
}

/**
 * The page's HTML once everything in it has loaded: a lazy part (a slider, the footer's form) is
 * waited for, so the browser gets it whole and hydrates it when its script arrives.
 */
async function toHtml(node: ReactNode, errors: unknown[]) {
  // A part that fails here is left for the browser to draw; the failure goes to the server's log.
  // No outlined boundaries: React would move a large one after the page with an inline script to
  // put it back, which the CSP refuses. The whole page, in order, is what a crawler should read.
  const { prelude } = await prerenderToNodeStream(node, { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one public page as a visitor with no session sees it: the route's component with the
 * data it reads, rendered again until it asks for nothing new. The browser hydrates the same tree
 * from the same data (src/main.tsx).
 */
export function renderPage(url: URL, { lightImages = false }: RenderOptions = {}): Promise<Rendered> {
  const locale = localeOfPath(url.pathname);
  return rendering.run({ locale, lightImages }, () => renderIn(locale, url, lightImages));
}

async function renderIn(locale: Locale, url: URL, lightImages: boolean): Promise<Rendered> {
  const client = createQueryClient({ server: true });
  // A page that sends the visitor on (<Redirect>) says where here; the server answers with a redirect.
  const redirected: { redirectTo?: string } = {};
  // What the last pass said of itself: its head, and whether it is about nothing (an unknown id).
  const collected: { head: PageHead | null; missing: boolean } = { head: null, missing: false };
  const collector = { set: (h: PageHead) => void (collected.head = h), missing: () => void (collected.missing = true) };
  const page = (): ReactNode => (
    <StrictMode>
      <HeadCollector.Provider value={collector}>
        <QueryClientProvider client={client}>
          <Router base={routerBase(locale)} ssrPath={url.pathname} ssrSearch={url.search} ssrContext={redirected}>
            <App />
          </Router>
        </QueryClientProvider>
      </HeadCollector.Provider>
    </StrictMode>
  );
  const pass = (errors: unknown[]) => {
    collected.missing = false;
    return toHtml(page(), errors);
  };
  let errors: unknown[] = [];
  let html = await pass(errors);
  for (let n = 1; n < PASSES && (await fetchWaiting(client)) > 0; n++) html = await pass((errors = []));
  if (redirected.redirectTo) return { redirect: redirected.redirectTo };
  const status = isNotFound(url.pathname) || collected.missing ? 404 : 200;
  // What a page describes for search engines is read from this render's data, before it is dropped.
  const { head } = collected;
  const described = head?.structuredData?.(canonicalUrl(url.origin, url));
  const state = dehydrate(client);
  // Every page shows the footer, so the settings are here: the foundation described for search engines.
  const settings = client.getQueryData(getSettingsQueryOptions().queryKey);
  client.clear();
  return {
    status,
    html,
    head: head && described ? { ...head, structuredData: () => described } : head,
    state,
    organization: settings ? organizationLd(settings, url.origin) : undefined,
    siteName: settings?.company_name,
    lightImages,
    errors,
  };
}

/** The head of a page the browser draws (a learner's, a step of a gift): no render, the foundation's name read from settings. */
export type Shell = { head: PageHead | null; organization?: object; siteName?: string };

/**
 * What the server sends with the app's shell for a page the browser draws: the page's own title in
 * its language, and the foundation's name and description from settings (without them, if they
 * cannot be read: the page still comes).
 */
export function renderShell(url: URL): Promise<Shell> {
  const locale = localeOfPath(url.pathname);
  return rendering.run({ locale, lightImages: false }, async () => {
    const settings = await getSettings().catch(() => undefined);
    return { head: shellHead(url.pathname), organization: settings ? organizationLd(settings, url.origin) : undefined, siteName: settings?.company_name };
  });
}
