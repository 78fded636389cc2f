import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** `npm run dev` (the API) listens here; the web dev server forwards API and file requests. */
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/uploads': { target: apiServer, changeOrigin: false },
    },
  },
});
