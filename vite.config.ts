// Vite build of the browser app. The role areas (react-admin) are lazy chunks so that the login
// page loads only react, react-router and MUI (issue 9: <= 150 kB gzip of JavaScript for /login,
// measured by `npm run bench`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';


/** Writes `<file>.gz` (gzip -9) beside each text asset: the server sends it to browsers that accept gzip. */
function gzipAssets(): Plugin {
  return {
    name: 'lsi-gzip-assets',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      for (const file of Object.keys(bundle).filter((f) => /\.(js|mjs|css|html|svg|json)$/.test(f))) {
        const path = join(dir!, file);
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
      }
    },
  };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Build-time stand-ins for what a dependency imports (src/shims/*: each says why), by importer:
 * react-admin's router adapter without react-router's data router, its CSV exporter fetched on
 * first use, react-admin's translator without the object.entries polyfill.
 */
const SHIMS = [
  { importer: /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/, source: 'react-router-dom', shim: here('src/shims/ra-react-router-dom.ts') },
  { importer: /[\\/]ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/, source: 'jsonexport/dist/index.js', shim: here('src/shims/jsonexport.ts') },
  { importer: /[\\/]node-polyglot[\\/]index\.js$/, source: 'object.entries', shim: here('src/shims/object-entries.cjs') },
];

function dependencyShims(): Plugin {
  return {
    name: 'lsi-dependency-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => SHIMS.find((s) => s.source === source && importer && s.importer.test(importer))?.shim ?? null,
  };
}

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), dependencyShims(), gzipAssets()],
  resolve: {
    // react-router's package exports only its development build (warnings included) to bundlers;
    // the production build is the same code without them. Both entry points, or two routers exist.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: here('node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: here('node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : [],
  },
  server: {
    proxy: { '/v1': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically (react, react-router, the public pages' MUI) goes in
    // ONE chunk: left alone, rolldown cuts it into a dozen chunks shaped by what the lazy areas
    // share, and each compresses on its own. The rest follows the dynamic imports.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      // Our own modules run nothing on import that another module needs (a module is kept when one
      // of its exports is used, with all its statements): without this, a top-level call (a
      // `lazy()`, a `new Set()`, a `defineResource()`) makes a module "have side effects", so every
      // module a barrel (components/crud/index.ts) re-exports is fetched by each area's first view
      // whether it uses it or not. Stylesheets are imported for their effect.
      treeshake: {
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /[\\/](src|contract)[\\/].*\.tsx?$/, sideEffects: false, external: false },
        ],
      },
    },
    chunkSizeWarningLimit: 1200,
  },
}));
