import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Keyboard drags (dnd-kit) and the rich-text editor take seconds in jsdom on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
