import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

/** `npm run dev` (the API) listens here; the web dev server forwards API and file requests. */
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // React Router preloads each page's modules itself, from its manifest; Vite's preload helper
    // would only serve the few lazy imports (API calls, the top bar's menu), and it weighs about
    // 1 KiB on every page.
    modulePreload: false,
    // The admin's rich-text editor (tiptap with ProseMirror, about 515 kB minified) is one chunk
    // on purpose: it loads only on the screens that edit articles, lessons and jobs, all at
    // once. Every other chunk stays far below Vite's 500 kB default.
    chunkSizeWarningLimit: 560,
    rolldownOptions: {
      // Its timing report names, on every build, React Router's route plugins and our
      // best-level brotli (precompress): both slow by design, nothing a build can act on.
      checks: { bundlerTimings: false },
      output: {
        // React, React DOM and React Router load on every page, and so do the root, the public
        // layout and the Mantine core they use: one file each instead of some forty small ones,
        // which compress worse apart (docs/performance.md, "web budget").
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            {
              // With the small pieces most public pages share (the message box and the forms'
              // error, two class maps, the hydration flag): a file of ~100 bytes each costs the
              // home page more than their code does on the pages that do not use them.
              name: 'public-shell',
              test: /src[\\/](root\.tsx|app[\\/]layouts[\\/]public-layout\.tsx|lib[\\/](seo|session|api-error|use-hydrated)\.ts|components[\\/]ui[\\/]((page-columns|icon-list|notice)\.module\.css|notice\.tsx|form-error\.tsx|call-outcome-context\.ts))|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|Stack|Anchor)[\\/]/,
              priority: 10,
            },
            {
              // The text inputs and their wrapper, which the login, job application and
              // registration forms share.
              name: 'form-inputs',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput)[\\/]/,
              priority: 5,
            },
            {
              // A dependency of those inputs that the blog's pagination uses too: kept apart,
              // or the blog would load the inputs with it.
              name: 'use-uncontrolled',
              test: /@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled[\\/]/,
              priority: 6,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/uploads': { target: apiServer, changeOrigin: false },
    },
  },
});
