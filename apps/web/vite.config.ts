import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Bootstrap 5.3's SCSS still uses @import and global Sass functions; silence only those
// deprecations so our own warnings stay visible.
const sassDeprecations = ['import', 'global-builtin', 'color-functions', 'if-function'] as const;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/lms': 'http://localhost:3000',
    },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: [...sassDeprecations] },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Translation files must stay separate files (fetched per language), never inlined into JS.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
