// Vite build of the browser app. The role areas (react-admin) are lazy chunks so that the login
// page loads only react, react-router and MUI (spec: <= 200 kB gzip before the form is usable).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: { '/v1': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No manual chunk groups: the default split follows the dynamic imports, so the login entry
    // holds only what the public pages import, and the areas share one react-admin chunk.
    chunkSizeWarningLimit: 1200,
  },
});
