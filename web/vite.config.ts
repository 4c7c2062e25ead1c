// Dev server and production build of the single-page app. In development every /api call is
// proxied to the Fastify server so cookies stay first-party; in production the server serves dist/.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        // React 19 has useSyncExternalStore; this shim (react-i18next on every page, recharts on
        // the admin dashboard) only forwards to it. Shared by both, it would become a module of
        // its own on the landing page: React's hook takes its place everywhere.
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('src/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read and removed by scripts/ssr/prerender-web.ts: which files each route's screen needs.
    manifest: true,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks; the entry exports nothing anyway (the
      // prerender build, scripts/ssr/prerender-web.ts, keeps its exports).
      preserveEntrySignatures: false,
      output: {
        // React, ReactDOM and the router change less often than the app and every page needs
        // them: a separate chunk stays cached across releases. The rest of what the landing page
        // loads is one chunk ('app'), not twenty. Everything else, Mantine included, is left to
        // the natural split, so the landing page carries only the components it renders and the
        // screens behind lazy routes bring their own (decision 016), except that a shared chunk
        // under 12 KB of source is copied into the chunks that use it: on a phone's connection
        // each file costs a round trip, and sign-in went from 25 files to 6 (decision 026).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12000 },
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'app', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
});
