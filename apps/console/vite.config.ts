import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';

/**
 * The installable web app (issue 16): the manifest (company-neutral name, icons in public/icons)
 * and a Workbox service worker that precaches the app shell (every built script, style, page and
 * icon), answers client routes with index.html offline, and keeps the last JSON answer of every
 * GET /api/ data call for when there is no network (NetworkFirst: the network always wins when it answers).
 * A new version waits for the user's 'Reload' (registerType 'prompt'), never mid-clock; the first
 * install takes control at once (clientsClaim) so the first visit's answers are kept.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: null,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['icons/apple-touch-icon.png'],
  manifest: {
    name: 'Workforce Console',
    short_name: 'Workforce',
    description: 'Time clock, timesheets and field work',
    start_url: '/time/clock/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff,woff2}'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    // Server pages and calls, not client routes: the API, the OAuth start page (integrations), CSP reports.
    navigateFallbackDenylist: [/^\/api\//, /^\/oauth\//, /^\/csp-report/],
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // Background Sync relay for the offline clock queue (public/clock-sync-sw.js).
    importScripts: ['/clock-sync-sw.js'],
    runtimeCaching: [
      {
        // Data calls only: not page loads or downloads (a[download] navigations), not files.
        urlPattern: ({ url, request }) =>
          url.origin === self.location.origin &&
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/files/') &&
          request.method === 'GET' &&
          request.mode !== 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'wm-api',
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
          // Only JSON answers are kept (no PDFs, CSVs or pictures).
          cacheableResponse: {
            statuses: [200],
            headers: { 'content-type': 'application/json; charset=utf-8' },
          },
        },
      },
    ],
  },
});

/**
 * The console SPA. Workspace packages resolve through their "source" export condition so their
 * TypeScript and `.css.ts` files compile here (toolchain.md "Library builds with vanilla-extract").
 * The same conditions apply to the SSR environment in which vanilla-extract compiles `.css.ts`.
 * `vite` (dev) proxies /api to the server (API_TARGET, default http://localhost:3000); `vite build`
 * writes apps/console/dist (with .br and .gz beside each text file), which the server serves.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), pwa, precompress()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // vanilla-extract evaluates .css.ts files in an SSR-like environment: it must resolve workspace
  // packages to the same sources, or `vars` from @wm/ui get other variable names than the theme sets.
  // (The compiler replaces `ssr`, so the conditions go on the ssr environment itself.)
  environments: {
    ssr: {
      resolve: { conditions: ['source', 'module', 'node', 'development|production'], noExternal: true },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // xfwd: the live-update socket's upgrade compares the page's Origin with X-Forwarded-Host.
      '/api': {
        target: process.env.API_TARGET ?? 'http://localhost:3000',
        changeOrigin: true,
        ws: true,
        xfwd: true,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The libraries every page needs (React, the router, i18next, SWR) in one long-cached chunk
        // rather than a handful of small ones: fewer requests and better compression (issue 20).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 40,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|use-sync-external-store|dequal)[\\/]/,
            },
            {
              // What the sign-in page runs besides the libraries, in one chunk instead of about twenty.
              name: 'signin',
              priority: 30,
              test: /packages[\\/]ui[\\/]src[\\/](internal[\\/](icons|Field|useFieldIds|cx|field)|theme|Button|Card|Spinner|TextField|Toast)[\\/.]|packages[\\/]api[\\/]src[\\/](client|hooks)[\\/]|@vanilla-extract[\\/](css|recipes)[\\/]|apps[\\/]console[\\/]src[\\/](lib[\\/](api|storage)\\.ts|lib[\\/]prefetch\.ts|i18n[\\/](i18n|labels|useI18nInstance)\.ts|features[\\/]auth[\\/](FirstRunPage|firstRun|LogonPage|signInFlow|redirect|signInSequence)|features[\\/]partners[\\/]supportHeader|features[\\/]shell[\\/]menus|features[\\/]time[\\/]displayLanguage)/,
            },
            {
              // The rest of the design system and the Radix primitives under it: one chunk shared by
              // every signed-in screen instead of about forty small ones (each a request on a cold
              // load; issue 20). Nothing of it is loaded by the sign-in page.
              name: 'ui',
              priority: 20,
              test: /packages[\\/]ui[\\/]src[\\/]|node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
            },
            {
              // Small helpers nearly every screen imports (class names and control styles of the
              // widgets, the date field's parsing, wall-clock time): apart from the groups below,
              // which would otherwise take them along and be loaded by every screen that uses one.
              name: 'basics',
              priority: 9,
              test: /packages[\\/]widgets[\\/]src[\\/]internal[\\/]|apps[\\/]console[\\/]src[\\/]features[\\/]common[\\/]localDateField|packages[\\/]domain[\\/]src[\\/]time[\\/]wallTime/,
            },
            {
              // The list grid (ListView, the table and virtual-list libraries, the pager) that the
              // time editor and the settings lists share: one chunk instead of about ten of 1-20 kB
              // (with their CSS), each a request before the first rows; over 10 Mbit/s with 40 ms
              // latency and six connections, forty small requests took several rounds (issue 20).
              name: 'lists',
              priority: 8,
              test: /packages[\\/]widgets[\\/]src[\\/](ListView|Pagination)[\\/]|node_modules[\\/]@tanstack[\\/]|apps[\\/]console[\\/]src[\\/]features[\\/]common[\\/]useListLabels/,
            },
            {
              // What the record editors (Employees, Locations, Inventory and the other settings
              // screens) share: the form library and fields, the pickers and tree, the completed
              // forms of a record and the export to an integration. One chunk instead of about
              // fifteen small ones (issue 20).
              name: 'editing',
              priority: 7,
              test: /node_modules[\\/](react-final-form|final-form)[\\/]|packages[\\/]widgets[\\/]src[\\/](Pickers|TreeView)[\\/]|apps[\\/]console[\\/]src[\\/]features[\\/](common[\\/](formFields|pickers|SelectionAnnouncer)|forms[\\/]CompletedFormsList|settings[\\/]integrations[\\/](ListExportToIntegration|integrationsApi|Integrations\.css))/,
            },
            {
              // The record-and-panel layout of Locations, Tasks, Devices and Inventory (the places
              // area's shared parts): one chunk instead of six small ones (issue 20).
              name: 'places',
              priority: 6,
              test: /apps[\\/]console[\\/]src[\\/]features[\\/]settings[\\/]places[\\/](Places\.css|placeFields|placesModel|usePlaceEditor|PlaceTree|PlaceLayout|PlaceListActions)\./,
            },
            {
              // The signed-in frame with what it imports (dependencies follow the captured modules):
              // one chunk instead of about twenty, loaded once after sign-in.
              name: 'frame',
              priority: 10,
              test: /apps[\\/]console[\\/]src[\\/]features[\\/]shell[\\/](frameEntry|AppLayout|DeferredUpdatePrompt|guards)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
