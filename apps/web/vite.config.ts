import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { precompress } from './precompress.ts';
import { paraglideOptions } from './paraglide.options.js';
import { siteHead } from './src/lib/site-head.ts';


const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

/**
 * The browser's build is made once per language (WEB_LOCALE=ur for Urdu), each keeping
 * only its own words (Paraglide's experimentalStaticLocale); the Urdu build's files join the
 * English build's (collectUrduBuild). The server's build and the dev server speak both.
 */
const webLocale = process.env.WEB_LOCALE === 'ur' ? 'ur' : 'en';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The site's title and description in the build's language: the English written once in
 * src/lib/site-head.ts, the Urdu from the site catalogue (whose English is that file's).
 */
function buildSiteHead() {
  if (webLocale === 'en') return siteHead;
  const ur = JSON.parse(readFileSync(resolve(import.meta.dirname, 'messages/site/ur.json'), 'utf8')) as Record<string, string>;
  return { title: String(ur.site_head_title).replace('{name}', String(ur.site_head_name)), description: String(ur.site_head_description) };
}

/**
 * index.html's title and description are the site's own, in the build's language: what a page the
 * browser draws shows when the server sends the shell without a head of its own (no server build).
 */
const siteHeadInHtml = () => ({
  name: 'site-head',
  transformIndexHtml: (html: string) => {
    const head = buildSiteHead();
    return html.replace('%SITE_TITLE%', escapeHtml(head.title)).replace('%SITE_DESCRIPTION%', escapeHtml(head.description));
  },
});

/**
 * In a language's browser build, every message function answers in that language alone, so the
 * minifier drops the other language's words: an English page carries no Urdu, and the reverse.
 */
const staticLocale = (): Plugin => ({
  name: 'paraglide-static-locale',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  transform(code: string, id: string) {
    if (!id.includes('/src/paraglide/messages/')) return null;
    return code.replaceAll('experimentalStaticLocale ?? options.locale ?? getLocale()', JSON.stringify(webLocale));
  },
});

/** The Urdu build's pages and assets, moved in beside the English build's (dist/index.ur.html). */
const collectUrduBuild = (): Plugin => ({
  name: 'collect-urdu-build',
  closeBundle() {
    const from = resolve(import.meta.dirname, 'dist-ur');
    const to = resolve(import.meta.dirname, 'dist');
    cpSync(join(from, 'assets'), join(to, 'assets'), { recursive: true });
    cpSync(join(from, 'index.html'), join(to, 'index.ur.html'));
    cpSync(join(from, '.vite', 'manifest.json'), join(to, '.vite', 'manifest.ur.json'));
    rmSync(from, { recursive: true, force: true });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [paraglideVitePlugin(paraglideOptions), staticLocale(), react(), tailwindcss(), siteHeadInHtml(), ...(isSsrBuild ? [] : [precompress()]), ...(!isSsrBuild && webLocale === 'ur' ? [collectUrduBuild()] : [])],
  // The browser's build copies public/; the server's needs none of it.
  publicDir: isSsrBuild ? false : 'public',
  server: { proxy: { '/api': api, '/uploads': api } },
  // The server build (src/entry-server.ts, for the API's page rendering) carries its libraries
  // inside it, so it runs from dist-server wherever the API is started.
  ssr: { noExternal: true },
  build: {
    outDir: webLocale === 'ur' && !isSsrBuild ? 'dist-ur' : undefined,
    target: 'es2022',
    // The API finds the Urdu stylesheet (its Nastaliq face) by name, to link it from Urdu pages only.
    manifest: !isSsrBuild && webLocale === 'ur',
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    rolldownOptions: {
      // Build-time advice on slow plugins (Paraglide compiling the catalogues takes most of a build)
      // is for whoever tunes the build, not for every build's log: the README says what a build takes.
      checks: { bundlerTimings: false },
      input: isSsrBuild ? undefined : webLocale === 'ur' ? { index: 'index.html', urdu: 'src/urdu.css' } : 'index.html',
      output: {
        // The server loads every page anyway: one file, no chunks to find at run time.
        codeSplitting: isSsrBuild ? false : {
          groups: [
            // The Urdu stylesheet and its face stay their own file, linked from Urdu pages only (not
            // merged into the shell's stylesheet, which English pages load).
            { name: 'urdu', test: /\/src\/urdu\.css|noto-nastaliq-urdu/, priority: 3 },
            // Everything the first paint needs travels as one file, not nine small ones: over
            // HTTP/1.1 a phone fetches six at a time, so each extra round of small files costs a trip.
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // The small parts several pages share (headings, counters, empty states) likewise become one file.
            { name: 'shared', test: /\/src\/components\//, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
}));
