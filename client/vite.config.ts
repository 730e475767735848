import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepTechnicianAppFiles } from './build/technician-precache.ts';

const API_TARGET = process.env.SEVAK_API_URL ?? 'http://localhost:3000';
const OUT_DIR = path.join(import.meta.dirname, 'dist');
const APP_NAME = process.env.APP_NAME?.trim() || 'Sevak';

/** Libraries every screen needs: one long-cached chunk each, apart from the screens' own code. */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
];

export default defineConfig({
  root: import.meta.dirname,
  // APP_NAME renames the product in the browser as on the server (PRODUCT.md "Names").
  envPrefix: ['VITE_', 'APP_NAME'],
  plugins: [
    react(),
    /*
     * The technician's phone app works with no network: a web app manifest (add to home screen,
     * opening on My day) and a service worker that keeps the technician's screens
     * (build/technician-precache.ts says which files, and why not the admin's). The worker is
     * registered by the technician's app alone (src/features/technician/service-worker.ts), so
     * index.html carries no registration and the other roles never install it. It answers page
     * loads of / and the technician's paths (/employee/…) with the cached index.html; every other
     * page and every call to /trpc and /api still goes to the server.
     */
    VitePWA({
      injectRegister: false,
      manifest: {
        name: `${APP_NAME} for technicians`,
        short_name: APP_NAME,
        description: 'Your visits for the day, on your phone, with or without a network.',
        // The home screen's icon opens /, which sends a signed-in technician on to My day.
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The light theme's page and primary colours (index.css, src/app/theme/tokens.ts).
        background_color: '#f5f5f5',
        theme_color: '#0958d9',
        lang: 'en-IN',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      // Read by the page before the app starts (the saved colour theme).
      includeAssets: ['theme-init.js'],
      workbox: {
        globPatterns: ['index.html', 'assets/**/*.{js,css,svg}'],
        manifestTransforms: [keepTechnicianAppFiles(OUT_DIR)],
        navigateFallback: 'index.html',
        // The app's start (/) and the technician's screens: `/employee/` with its slash, as the
        // admin's employee list (/employee) is not the technician's.
        navigateFallbackAllowlist: [/^\/$/, /^\/employee\//],
        // A new build's worker waits until every page of the app has closed (no skipWaiting or
        // clientsClaim): a page already open keeps the worker whose cache holds the chunks it names.
      },
    }),
  ],
  resolve: {
    // zod, set up for the Content-Security-Policy before any schema is built (src/lib/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: path.join(import.meta.dirname, 'src/lib/zod-jitless.ts') }],
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: API_TARGET, changeOrigin: false },
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // scripts/report-bundle.ts reads it to weigh each route's JavaScript against the budgets.
    manifest: true,
    rolldownOptions: {
      // antd's own parts (@rc-component, @ant-design) do nothing on import; without this, one
      // import from 'antd' would bring every widget's form and picker code into the entry.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
