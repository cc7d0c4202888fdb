import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// The same build step as the public site: the API serves the .br/.gz files it writes (preCompressed).
import { precompress } from '../web/precompress.ts';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

export default defineConfig({
  // The API serves this build at /admin/, beside the public site at /.
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: { '/api': api } },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      // Build-time advice on slow plugins is for whoever tunes the build, not for every build's log.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen runs on (React, its router, TanStack Query, zod) in a file of
            // their own: they change with an upgrade, not with every release of the back office, so a
            // staff member's browser keeps them across deploys. It also keeps both files under Vite's
            // 500 kB warning; the editor (TipTap) and the charts stay in chunks loaded when first used.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
