// Dev server and production build of the single-page app. In development every /api call is
// proxied to the Fastify server so cookies stay first-party; in production the server serves dist/.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // The libraries every page needs change less often than the app: separate chunks stay
        // cached across releases. Libraries only some screens use (date pickers, phone metadata)
        // are left to the natural split so they load with those screens' lazy routes.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|store)|@floating-ui)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
