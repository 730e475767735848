import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.SEVAK_API_URL ?? 'http://localhost:3000';

/** Libraries every screen needs: one long-cached chunk each, apart from the screens' own code. */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
];

export default defineConfig({
  root: import.meta.dirname,
  // APP_NAME renames the product in the browser as on the server (PRODUCT.md "Names").
  envPrefix: ['VITE_', 'APP_NAME'],
  plugins: [react()],
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
    outDir: path.join(import.meta.dirname, 'dist'),
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
