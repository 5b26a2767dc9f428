import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * MUI's themes with CSS variables and colour schemes (createThemeWithVars, CssVarsProvider and the
 * colour-scheme script, ~6.5 KB brotli) ride along with every `createTheme` and `ThemeProvider`,
 * though ours (theme.ts: a palette, no `cssVariables`, no `colorSchemes`) and MUI's default theme
 * take the other branch. Their modules are swapped for stubs that fail loudly if a theme ever
 * needs them (issue 14: a visitor's first load).
 */
function withoutMuiCssVariables(): Plugin {
  const stubs: Record<string, string> = {
    './createThemeWithVars.mjs': 'export default function createThemeWithVars() { throw new Error("MUI CSS theme variables are compiled out (frontend/vite.config.ts)"); }',
    './ThemeProviderWithVars.mjs': 'export function CssVarsProvider() { throw new Error("MUI CSS theme variables are compiled out (frontend/vite.config.ts)"); }',
  };
  const importers = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
  return {
    name: 'without-mui-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && importers.test(importer) && source in stubs) return `\0mui-without-vars:${source}`;
      return null;
    },
    load(id) {
      return id.startsWith('\0mui-without-vars:') ? stubs[id.slice('\0mui-without-vars:'.length)] : null;
    },
  };
}

/**
 * react-router's package exports only its development build (remix-run/react-router#12532,
 * "temporary" since 7.0.2), whatever the mode: its dev warnings would reach the visitors' consoles
 * (and ~0.4 KB brotli their first load). A build takes the production build shipped beside it
 * (dist/production, same exports); `vite dev` keeps the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

// The API and the Socket.IO gateway live on the backend; in development Vite
// forwards them so the browser sees one origin and the session cookie just works.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

/**
 * `vite build --ssr src/ssr.tsx` (npm run build, after the browser's build): the server's render
 * of a visitor's first screen (decision 0013), one self-contained module in dist-ssr/ that the
 * backend imports; no dependency is left to resolve at run time.
 */
const serverBuild = defineConfig({
  plugins: [withoutMuiCssVariables(), react()],
  publicDir: false,
  // The production builds of React, Redux Toolkit, MUI and emotion whatever NODE_ENV the backend
  // runs under, as in the browser's build: otherwise a backend under NODE_ENV=test (every test
  // suite's) drew each page with React's development build and Redux's per-action invariant
  // checks — not the render production serves, at several times its CPU (decision 0036).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});


const browserBuild = defineConfig({
  // Every text asset over 1 KB also as .br and .gz: the backend (koa-send) and nginx (gzip_static)
  // serve the pre-compressed file to a browser that accepts it, with no compression per request.
  plugins: [withoutMuiCssVariables(), react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: dist is what is deployed (nginx's image copies it whole), and a map there is
    // the app's source for anyone who asks (issue 22). The backend and nginx refuse *.map as well.
    sourcemap: false,
    // No modulepreload polyfill (~0.4 KB brotli in the entry of every first load): Chrome 66+,
    // Safari 17+ and Firefox 115+ preload modules themselves; an older browser still runs the app,
    // only without fetching the preloaded chunks ahead.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which chunks the entry imports statically (npm run bench:web measures the
    // visitor's initial JavaScript from it; the backend names a page's chunks from it). Neither the
    // backend nor nginx serves it, and nginx's image leaves it out (web.Dockerfile).
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger shared chunks (decision 0037). Every request of a first load costs the
        // browser, its network service and the server a round of work, and on a phone a round trip
        // (HTTP/1.1 allows six at a time): the automatic split sent 32 files for /, 77 for /vagas,
        // most under a kilobyte, and the e2e suite's 2 cores spent a third of their time on it.
        // Now a first load fetches 7-12. Each page still evaluates its own code only when it opens.
        codeSplitting: {
          groups: [
            // Vite's helper that loads a dynamic import's chunks: in a file of its own, so that the
            // entry (main.tsx), which only waits for the first paint, imports nothing else.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
            // What every page runs: React, the router, Redux, emotion and MUI's styling core.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs|immer|reselect|use-sync-external-store|@emotion|stylis|@mui[\\/](styled-engine|private-theming)|react-is|hoist-non-react-statics|clsx|prop-types)[\\/]/,
              priority: 20,
            },
            // MUI's components and icons, and what they use. MUI X (the admin's charts) keeps its own
            // chunk: a third of a megabyte that only the analytics tab loads.
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|icons-material)|@popperjs|react-transition-group|notistack|goober)[\\/]/, priority: 15 },
            // The app's shell and shared code (the API client, the shared components, the helpers)
            // and the contracts shared with the server (common/): many small modules most pages
            // read. Not the shell's lazy parts (a visitor never downloads the signed-in code:
            // e2e/delivery.spec.ts), nor app/libraries.ts (the entry evaluates the framework in a
            // task before the app's: main.tsx). The pages and their features stay chunks of their own.
            { name: 'app', test: /[\\/]frontend[\\/]src[\\/](api|lib|components|app(?![\\/](libraries\.ts|ToastHost\.tsx|layout[\\/](SignedInActions|MobileMenu|EmailVerificationBanner)\.tsx)$))[\\/]|[\\/]common[\\/]src[\\/]/, priority: 5 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) => {
  const config = isSsrBuild ? serverBuild : browserBuild;
  return command === 'build' ? { ...config, resolve: { alias: [reactRouterProduction] } } : config;
});
