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
  build: { target: 'es2022', reportCompressedSize: false },
});
