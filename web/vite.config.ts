import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { copyModelFiles } from './vite/copy-model-files.ts';
import { firstViews } from './vite/first-views.ts';

export default defineConfig({
  plugins: [
    react(),
    copyModelFiles(), // the on-device estimator's models under /models/<hash>/, out of the precache
    firstViews(), // each route's first view in its own copy of the HTML, for first visits
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw/src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeManifestIcons: false,
      injectManifest: {
        // The shell and every route's code: after one visit the app opens offline on every route.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // screenshots serve the install dialog only; first views serve first visits, before the worker runs
        globIgnores: ['**/models/**', '**/screenshots/**', 'first-views/**'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'CostLens — product cost & price research',
        short_name: 'CostLens',
        description: 'What does this product really cost, where can I buy it cheaper, and who makes it?',
        lang: 'en-CA',
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1d4ed8',
        background_color: '#f6f7fb',
        categories: ['shopping', 'business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Analyze a product',
            short_name: 'Analyze',
            url: '/?source=shortcut',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Find Similar',
            short_name: 'Find Similar',
            url: '/find-similar?source=shortcut',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Flights',
            short_name: 'Flights',
            url: '/flights?source=shortcut',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
        // The richer install dialog (web/scripts/make-screenshots.ts makes them from the built app).
        screenshots: [
          {
            src: '/screenshots/find-similar-narrow.png',
            sizes: '412x915',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Cheaper similar products from a product page address',
          },
          {
            src: '/screenshots/flights-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Find cheaper flights in CAD or USD',
          },
        ],
        // A product page shared from another app opens Find Similar with its address filled in.
        share_target: {
          action: '/find-similar',
          method: 'GET',
          // Chromium warns on every page when a share target leaves its encoding unsaid.
          enctype: 'application/x-www-form-urlencoded',
          params: { title: 'title', text: 'text', url: 'url' },
        },
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true, // .vite/manifest.json: which files each route loads first (bench/bundle.bench.ts)
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
