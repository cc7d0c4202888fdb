import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { precompress } from './precompress.ts';
import { siteHead } from './src/lib/site-head.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html's title and description are the site's own, written once in src/lib/site-head.ts. */
const siteHeadInHtml = () => ({
  name: 'site-head',
  transformIndexHtml: (html: string) => html.replace('%SITE_TITLE%', escapeHtml(siteHead.title)).replace('%SITE_DESCRIPTION%', escapeHtml(siteHead.description)),
});

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide' }), react(), tailwindcss(), siteHeadInHtml(), ...(isSsrBuild ? [] : [precompress()])],
  // The browser's build copies public/; the server's needs none of it.
  publicDir: isSsrBuild ? false : 'public',
  server: { proxy: { '/api': api, '/uploads': api } },
  // The server build (src/entry-server.ts, for the API's page rendering) carries its libraries
  // inside it, so it runs from dist-server wherever the API is started.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // The API finds the Urdu stylesheet (its Nastaliq face) by name, to link it from Urdu pages only.
    manifest: !isSsrBuild,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    rolldownOptions: {
      input: isSsrBuild ? undefined : { index: 'index.html', urdu: 'src/urdu.css' },
      output: {
        // The server loads every page anyway: one file, no chunks to find at run time.
        codeSplitting: isSsrBuild ? false : {
          groups: [
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
