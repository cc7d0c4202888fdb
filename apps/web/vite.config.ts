import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: { '/api': api, '/uploads': api } },
  build: {
    target: 'es2022',
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
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
});
