import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { fullCalendarCss } from './build/fullcalendar-css.ts';
import { iconFiles, iconsDrawnBy, lucideModuleIn } from './build/icon-chunks.ts';

// Bootstrap 5.3's SCSS still uses @import and global Sass functions; silence only those
// deprecations so our own warnings stay visible.
const sassDeprecations = ['import', 'global-builtin', 'color-functions', 'if-function'] as const;

// Chunking (budgets in docs/web-app.md): left alone, the bundler cuts the code every page shares
// into many small common chunks, and each extra file costs the /login budget its own gzip
// overhead. These name the few groups that always travel together instead.
// Small modules every page loads with its layout (customizer button, skip link, switchers…).
const FRAME_MODULES =
  /src\/(app\/routes\/root|shared\/(layout\/(skip-link|route-transition|skin-toggle)|i18n\/language-switcher|ui\/use-document-title|session\/role-home))\.tsx?$/;
// The HTTP client and mutations: /login and every account screen need them all.
const FORM_MODULES =
  /node_modules\/(@tanstack\/(query-core|react-query)\/build\/modern\/(mutation\w*|use\w*Mutation\w*|\w*[oO]ptions)\.js)|src\/(shared\/http\/|features\/auth\/components\/password-field)|contract\/src\/clean-text/;

// Icons by who draws them. /login's (theme and language switchers, the password eye) go with the
// frame, so /login never downloads the menu's; the signed-in layout's (menu, navbar, user menu)
// travel in one `icons` file every signed-in page loads. Any other icon goes with the pages that
// draw it, so the icon gallery's 300 never reach a product page.
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const lucideRoot = fileURLToPath(new URL('../../node_modules/lucide-react', import.meta.url));
const loginIconNames = iconsDrawnBy(
  ['app/routes/root.tsx', 'shared/layout/blank-layout.tsx', 'features/auth/routes/login.tsx'].map(
    source,
  ),
);
const layoutIconNames = iconsDrawnBy([source('app/routes/main-layout.tsx')]);
const LOGIN_ICONS = lucideModuleIn(iconFiles(lucideRoot, loginIconNames));
const LAYOUT_ICONS = lucideModuleIn(iconFiles(lucideRoot, layoutIconNames));
// What every icon is drawn with: /login needs it, so it goes with the frame.
const LUCIDE_BASE = /node_modules\/lucide-react\/dist\/esm\/(?!icons\/|lucide-react)/;

export default defineConfig({
  // Brotli and gzip copies of every asset, made once at build time: the server sends the one the
  // browser accepts (a third of the bytes on a phone's network), and compresses nothing per request.
  plugins: [react(), fullCalendarCss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // One Lexical core for the editor and all its @lexical/* plugins: npm nests a copy of `lexical`
  // under each plugin, and Lexical's node classes, commands and active editor are module state,
  // so two copies in one page break the editor ("ListNode … is not a constructor that subclasses
  // LexicalNode") and weigh twice.
  resolve: { dedupe: ['lexical'] },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs statically: one file, the shell.
            { name: 'shell', tags: ['$initial'], priority: 3 },
            {
              name: 'frame',
              test: (id) => FRAME_MODULES.test(id) || LUCIDE_BASE.test(id) || LOGIN_ICONS(id),
              priority: 2,
            },
            { name: 'forms', test: FORM_MODULES, priority: 1 },
            // react-hook-form, zod and the resolver: every form but the login one, which stays
            // without them (its 150 KB budget), however much of them the other forms come to use.
            {
              name: 'validation',
              test: /node_modules\/(zod|react-hook-form|@hookform\/resolvers)\//,
              priority: 1,
            },
            { name: 'icons', test: LAYOUT_ICONS, priority: 1 },
            // The template demo's in-browser mock (its handlers and data, MSW, faker, jose): files
            // named demo-mock-*, so the budget test can prove no product page or /login loads it.
            // Lowest priority: a module it shares with the product (zod) stays in its own group.
            {
              name: 'demo-mock',
              test: /(src\/demo\/mock\/|node_modules\/(msw|@mswjs|@faker-js|jose|@open-draft|@bundled-es-modules|outvariant|strict-event-emitter|headers-polyfill|is-node-process|until-async|graphql|rettime)\/)/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Which files run, and with which isolation, is the root vitest.config.ts's choice.
    // Screen tests type through whole forms with user-event; on CI's two busy cores a long one
    // takes several seconds, which is slowness, not a hang.
    testTimeout: 20_000,
    restoreMocks: true,
    // Bundled by Vite rather than loaded by Node, so the dedupe above holds in tests too.
    server: { deps: { inline: [/node_modules\/(@lexical|lexical)\//] } },
    unstubGlobals: true,
  },
});
